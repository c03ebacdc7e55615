import { NotBuilt } from './not-built';

export default function HallsTab() {
  return <NotBuilt title="Halls" />;
}
