// The tablet's time grid (768 px and wider): an hour gutter and one column per date, each
// event placed by its start and end, overlapping events side by side (calendar-week.ts).
// One minute is one pixel; a short event is drawn at least MIN_SPAN minutes tall so a
// finger can hit it.
import { formatTime, formatWeekday } from '@baraat/shared/domain/format';
import type { CalendarEvent } from '../calendar-month';
import { hoursOf, placeDay } from '../calendar-week';
import { EventButton, type OnOpen } from './event-button';

const MIN_SPAN = 45;

const hourLabel = (hour: number) => formatTime(`${hour}:00`);

export function TimeGrid({
  byDate,
  today,
  onOpen,
  onShowDay,
}: {
  byDate: Map<string, CalendarEvent[]>;
  today: string;
  onOpen: OnOpen;
  /** Given for a week: each column's heading then opens that day. */
  onShowDay?: (date: string) => void;
}) {
  const dates = [...byDate.keys()];
  const { first, hours } = hoursOf([...byDate.values()].flat());
  const columns = dates.map((date) => ({
    date,
    placed: placeDay(byDate.get(date)!, first, MIN_SPAN),
  }));
  const height = Math.max(
    hours.length * 60,
    ...columns.flatMap(({ placed }) => placed.map((p) => p.top + p.span)),
  );
  return (
    <div
      className="time-grid"
      style={{ gridTemplateColumns: `4rem repeat(${dates.length}, minmax(0, 1fr))` }}
    >
      {onShowDay && (
        <>
          <span className="time-grid-corner" />
          {dates.map((date) => (
            <button
              key={date}
              type="button"
              className="time-grid-head"
              aria-current={date === today ? 'date' : undefined}
              onClick={() => onShowDay(date)}
            >
              {formatWeekday(date)} {Number(date.slice(8))}
            </button>
          ))}
        </>
      )}
      <div className="time-grid-hours" aria-hidden="true" style={{ height }}>
        {hours.map((hour) => (
          <span key={hour}>{hourLabel(hour)}</span>
        ))}
      </div>
      {columns.map(({ date, placed }) => (
        <div key={date} className="time-grid-day" style={{ height }}>
          {placed.map(({ event, top, span, column, columns: across }) => (
            <EventButton
              key={event.key}
              event={event}
              onOpen={onOpen}
              style={{
                top,
                height: span,
                insetInlineStart: `${(column / across) * 100}%`,
                width: `${100 / across}%`,
              }}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
