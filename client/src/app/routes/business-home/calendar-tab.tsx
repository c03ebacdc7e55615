import { NotBuilt } from './not-built';

export default function CalendarTab() {
  return <NotBuilt title="Calendar" />;
}
