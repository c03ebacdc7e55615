import { BOOKING_STATUS_LABEL, dashboardStatus } from '@baraat/shared/domain/booking';
import { formatDate, formatPkr, formatTimeRange } from '@baraat/shared/domain/format';
import { slotOwnName } from '@baraat/shared/domain/slot-labels';
import type { WeddingEvent } from '@baraat/shared/schemas/wedding-answers';
import { WeddingTable } from './wedding-table';

/** A wedding's events, earliest first: when, what, where, for whom and what each costs
 * (docs/product/weddings.md#a-wedding-groups-events). A table, one card per event on a phone. */
export function WeddingEvents({ events }: { events: readonly WeddingEvent[] }) {
  return (
    <WeddingTable
      caption="Events"
      columns={['When', 'Event', 'Hall or team', 'Package', 'People', 'Status', 'Total']}
    >
      {events.map((event) => {
        const word = dashboardStatus(event.status);
        return (
          <tr key={event.booking_id}>
            <td data-label="When">
              <time dateTime={event.date}>{formatDate(event.date)}</time>,{' '}
              {formatTimeRange(event.start_time, event.end_time)}
            </td>
            <td data-label="Event">{event.event_name ?? (slotOwnName(event) || 'Event')}</td>
            <td data-label="Hall or team">{event.worker_name ?? '—'}</td>
            <td data-label="Package">{event.package_name ?? 'No package'}</td>
            <td data-label="People">{event.number_of_people}</td>
            <td data-label="Status">
              <span className={`status status-${word}`}>{BOOKING_STATUS_LABEL[word]}</span>
              {event.decline_reason && <span className="muted"> {event.decline_reason}</span>}
            </td>
            <td data-label="Total">{formatPkr(event.total)}</td>
          </tr>
        );
      })}
    </WeddingTable>
  );
}
