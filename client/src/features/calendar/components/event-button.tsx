// One event of the week or day view as a button (touch and keyboard): it opens the event's
// details. Its name reads the time, type, title and hall, and says when it waits to sync; the
// same words are its tooltip, since a narrow tile cuts its lines short.
import { formatTimeRange } from '@baraat/shared/domain/format';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import type { CalendarEvent } from '../calendar-month';
import { EVENT_LABELS } from '../event-labels';

export type OnOpen = (event: CalendarEvent) => void;

export function EventButton({
  event,
  onOpen,
  style,
}: {
  event: CalendarEvent;
  onOpen: OnOpen;
  /** Where the time grid places it; absent in a list. */
  style?: CSSProperties;
}) {
  const { t, i18n } = useLingui();
  const time = formatTimeRange(event.start_time, event.end_time);
  const hall = event.hall?.name;
  const type = i18n._(EVENT_LABELS[event.type]);
  const label = `${time} ${type}${event.title ? `: ${event.title}` : ''}${hall ? `, ${hall}` : ''}${
    event.pending ? `, ${t`Waiting to sync`}` : ''
  }`;
  return (
    <button
      type="button"
      className={`calendar-slab calendar-slab-${event.type}`}
      style={style}
      aria-label={label}
      title={label}
      onClick={() => onOpen(event)}
    >
      <span className="calendar-slab-time">{time}</span>
      <span className="calendar-slab-type">{type}</span>
      {event.title && <span className="calendar-slab-title">{event.title}</span>}
      {hall && <span className="calendar-slab-hall">{hall}</span>}
      {event.pending && (
        <span className="calendar-slab-pending">
          <Trans>Waiting to sync</Trans>
        </span>
      )}
    </button>
  );
}
