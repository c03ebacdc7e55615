import { NotBuilt } from './not-built';

export default function PackagesTab() {
  return <NotBuilt title="Packages" />;
}
