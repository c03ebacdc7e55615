// The week (docs/product/calendar.md#the-calendar-screen), Monday to Sunday: on a tablet a time grid of seven day columns; on a
// phone, where seven columns would be too narrow to read or tap, a list of the days, each
// with its events in time order. Tapping a day's name opens that day.
import { Trans } from '@lingui/react/macro';
import type { CalendarEvent } from '../calendar-month';
import { dayTitle, eventsByDate, weekDates } from '../calendar-week';
import { EventButton, type OnOpen } from './event-button';
import { TimeGrid } from './time-grid';
import { useWideLayout } from './use-wide-layout';

export function WeekView({
  date,
  events,
  today,
  onOpen,
  onShowDay,
}: {
  date: string;
  events: CalendarEvent[];
  today: string;
  onOpen: OnOpen;
  onShowDay: (date: string) => void;
}) {
  const wide = useWideLayout();
  const byDate = eventsByDate(weekDates(date), events);
  const empty = [...byDate.values()].every((list) => list.length === 0);
  return (
    <div className="calendar-week">
      {empty && (
        <p className="muted">
          <Trans>No slots or bookings this week.</Trans>
        </p>
      )}
      {wide ? (
        <TimeGrid byDate={byDate} today={today} onOpen={onOpen} onShowDay={onShowDay} />
      ) : (
        <ol className="week-list">
          {[...byDate].map(([day, list]) => (
            <li key={day} className="week-list-day">
              <h3>
                <button
                  type="button"
                  className="week-list-heading"
                  aria-current={day === today ? 'date' : undefined}
                  onClick={() => onShowDay(day)}
                >
                  {dayTitle(day)}
                </button>
              </h3>
              {list.length === 0 ? (
                <p className="muted">
                  <Trans>No slots or bookings.</Trans>
                </p>
              ) : (
                <ul className="calendar-agenda">
                  {list.map((event) => (
                    <li key={event.key}>
                      <EventButton event={event} onOpen={onOpen} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
