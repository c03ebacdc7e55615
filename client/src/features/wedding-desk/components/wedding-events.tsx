import { REQUEST_STATUS_LABEL } from '@baraat/shared/domain/booking';
import { formatDateWithTimes, formatPkr } from '@baraat/shared/domain/format';
import { shownEventName } from '@baraat/shared/domain/names';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import { Link } from 'react-router-dom';
import { TableScroll } from '@/components/ui/table-scroll';
import { link } from '@/config/paths';

/** The wedding's events, each an ordinary request the owner may answer on its own under
 * Booking Requests (docs/product/weddings.md#the-owner-answers). */
export function WeddingEvents({
  wedding,
  resourceNoun,
}: {
  wedding: Wedding;
  resourceNoun: string;
}) {
  return (
    <TableScroll label="Events of the wedding">
      <table className="data-table card-table">
        <caption className="visually-hidden">Events of {wedding.title}</caption>
        <thead>
          <tr>
            <th scope="col">Date and time</th>
            <th scope="col">Event</th>
            <th scope="col">People</th>
            <th scope="col">Package</th>
            <th scope="col">{resourceNoun}</th>
            <th scope="col">Status</th>
            <th scope="col">Total</th>
            <th scope="col">Request</th>
          </tr>
        </thead>
        <tbody>
          {wedding.events.map((event) => (
            <tr key={event.booking_id}>
              <td data-label="Date and time">
                {formatDateWithTimes(event.date, event.start_time, event.end_time)}
              </td>
              <td data-label="Event">{shownEventName(event.event_name)}</td>
              <td data-label="People">{event.number_of_people}</td>
              <td data-label="Package">{event.package_name ?? '—'}</td>
              <td data-label={resourceNoun}>{event.worker_name ?? '—'}</td>
              <td data-label="Status">
                <span className={`status status-${event.status}`}>
                  {REQUEST_STATUS_LABEL[event.status]}
                </span>
                {event.decline_reason && <span className="muted"> ({event.decline_reason})</span>}
              </td>
              <td data-label="Total">{formatPkr(event.total)}</td>
              <td data-label="Request" className="card-table-actions">
                <Link
                  to={link.businessTab('events')}
                  aria-label={`Request #${event.booking_id}: ${shownEventName(event.event_name)} under Booking Requests`}
                >
                  Request #{event.booking_id}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
