import { NotBuilt } from './not-built';

export default function DashboardTab() {
  return <NotBuilt title="Dashboard" />;
}
