// One day (docs/product/calendar.md#the-calendar-screen): on a tablet its time grid, on a phone its events as a list in time
// order — the same events either way, each opening its details.
import { Trans } from '@lingui/react/macro';
import type { CalendarEvent } from '../calendar-month';
import { eventsByDate } from '../calendar-week';
import { EventButton, type OnOpen } from './event-button';
import { TimeGrid } from './time-grid';
import { useWideLayout } from './use-wide-layout';

export function DayView({
  date,
  events,
  today,
  onOpen,
}: {
  date: string;
  events: CalendarEvent[];
  today: string;
  onOpen: OnOpen;
}) {
  const wide = useWideLayout();
  const byDate = eventsByDate([date], events);
  const list = byDate.get(date)!;
  if (list.length === 0) {
    return (
      <p className="muted">
        <Trans>No slots or bookings on this day.</Trans>
      </p>
    );
  }
  return wide ? (
    <TimeGrid byDate={byDate} today={today} onOpen={onOpen} />
  ) : (
    <ul className="calendar-agenda">
      {list.map((event) => (
        <li key={event.key}>
          <EventButton event={event} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
