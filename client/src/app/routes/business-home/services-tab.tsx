import { NotBuilt } from './not-built';

export default function ServicesTab() {
  return <NotBuilt title="Services" />;
}
