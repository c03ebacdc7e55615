// The month grid (docs/product/calendar.md#the-calendar-screen): 42 day cells, each a button (touch and keyboard) showing at most
// three event dots and how many more; the chosen day's events are listed under it.
import { formatDate, formatTimeRange } from '@baraat/shared/domain/format';
import { type CalendarEvent, type DayCell, EVENT_LABELS, legendOf } from '../calendar-month';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const dayLabel = (date: string) => formatDate(date, { dense: true });

type OnOpen = (event: CalendarEvent) => void;

export function MonthView({
  cells,
  selected,
  onSelect,
  onOpen,
}: {
  cells: DayCell[];
  selected: string;
  onSelect: (date: string) => void;
  onOpen: OnOpen;
}) {
  const chosen = cells.find((cell) => cell.date === selected);
  return (
    <>
      <div className="calendar-grid">
        {WEEKDAYS.map((day) => (
          <span key={day} className="calendar-weekday" aria-hidden="true">
            {day}
          </span>
        ))}
        {cells.map((cell) => {
          const { more } = legendOf(cell.events);
          const count = cell.events.length;
          return (
            <button
              key={cell.date}
              type="button"
              className={`calendar-day${cell.inMonth ? '' : ' calendar-day-out'}${
                cell.isToday ? ' calendar-day-today' : ''
              }`}
              aria-pressed={cell.date === selected}
              aria-label={`${dayLabel(cell.date)}: ${count === 0 ? 'nothing' : `${count} event${count === 1 ? '' : 's'}`}`}
              onClick={() => onSelect(cell.date)}
            >
              <span className="calendar-day-number">{Number(cell.date.slice(8))}</span>
              <span className="calendar-dots" aria-hidden="true">
                {cell.events.slice(0, 3).map((event) => (
                  <span key={event.key} className={`calendar-dot calendar-dot-${event.type}`} />
                ))}
                {more > 0 && <span className="calendar-more">+{more}</span>}
              </span>
            </button>
          );
        })}
      </div>
      <DayEvents date={selected} events={chosen?.events ?? []} onOpen={onOpen} />
    </>
  );
}

function DayEvents({
  date,
  events,
  onOpen,
}: {
  date: string;
  events: CalendarEvent[];
  onOpen: OnOpen;
}) {
  return (
    <section className="calendar-day-events" aria-labelledby="calendar-day-title">
      <h3 id="calendar-day-title">{dayLabel(date)}</h3>
      {events.length === 0 ? (
        <p className="muted">No slots or bookings on this day.</p>
      ) : (
        <ul className="calendar-event-list">
          {events.map((event) => (
            <li key={event.key}>
              <button
                type="button"
                className={`calendar-event calendar-event-${event.type}`}
                onClick={() => onOpen(event)}
              >
                <span className="calendar-event-time">
                  {formatTimeRange(event.start_time, event.end_time)}
                </span>
                <span className={`calendar-chip calendar-dot-${event.type}`}>
                  {EVENT_LABELS[event.type]}
                </span>
                <span className="calendar-event-title">{event.title}</span>
                {event.hall && <span className="muted">{event.hall.name}</span>}
                {event.pending && <span className="muted">Waiting to sync</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
