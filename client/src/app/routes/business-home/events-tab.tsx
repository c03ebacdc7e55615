import { NotBuilt } from './not-built';

export default function EventsTab() {
  return <NotBuilt title="Booking Requests" />;
}
