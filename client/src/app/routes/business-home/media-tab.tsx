import { NotBuilt } from './not-built';

export default function MediaTab() {
  return <NotBuilt title="Media" />;
}
