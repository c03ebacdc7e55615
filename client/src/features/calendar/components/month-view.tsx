// The month grid (docs/product/calendar.md#the-calendar-screen): 42 day cells, each a button (touch and keyboard) showing at most
// three event dots and how many more; the chosen day's events are listed under it.
import { formatDate, formatTimeRange, formatWeekday } from '@baraat/shared/domain/format';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type CalendarEvent, type DayCell, legendOf } from '../calendar-month';
import { EVENT_LABELS } from '../event-labels';

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
  const { t } = useLingui();
  const chosen = cells.find((cell) => cell.date === selected);
  return (
    <>
      <div className="calendar-grid">
        {/* The grid's first row runs Monday to Sunday: its days name the columns. */}
        {cells.slice(0, 7).map((cell) => (
          <span key={cell.date} className="calendar-weekday" aria-hidden="true">
            {formatWeekday(cell.date)}
          </span>
        ))}
        {cells.map((cell) => {
          const { more } = legendOf(cell.events);
          const count = cell.events.length;
          const day = dayLabel(cell.date);
          return (
            <button
              key={cell.date}
              type="button"
              className={`calendar-day${cell.inMonth ? '' : ' calendar-day-out'}${
                cell.isToday ? ' calendar-day-today' : ''
              }`}
              aria-pressed={cell.date === selected}
              aria-label={
                count === 0
                  ? t`${day}: nothing`
                  : t`${day}: ${plural(count, { one: '# event', other: '# events' })}`
              }
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
  const { i18n } = useLingui();
  return (
    <section className="calendar-day-events" aria-labelledby="calendar-day-title">
      <h3 id="calendar-day-title">{dayLabel(date)}</h3>
      {events.length === 0 ? (
        <p className="muted">
          <Trans>No slots or bookings on this day.</Trans>
        </p>
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
                  {i18n._(EVENT_LABELS[event.type])}
                </span>
                <span className="calendar-event-title">{event.title}</span>
                {event.hall && <span className="muted">{event.hall.name}</span>}
                {event.pending && (
                  <span className="muted">
                    <Trans>Waiting to sync</Trans>
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
