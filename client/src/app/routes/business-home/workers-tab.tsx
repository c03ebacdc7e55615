import { NotBuilt } from './not-built';

export default function WorkersTab() {
  return <NotBuilt title="Workers" />;
}
