import { NotBuilt } from './not-built';

export default function HomeTab() {
  return <NotBuilt title="Home" />;
}
