import { REQUEST_STATUS_LABEL } from '@baraat/shared/domain/booking';
import { formatDateWithTimes, formatPkr } from '@baraat/shared/domain/format';
import { shownEventName } from '@baraat/shared/domain/names';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { TableScroll } from '@/components/ui/table-scroll';
import { link } from '@/config/paths';
import { RESOURCE_WORDS, type ResourceNoun } from '@/lib/resource-words';

/** The wedding's events, each an ordinary request the owner may answer on its own under
 * Booking Requests (docs/product/weddings.md#the-owner-answers). */
export function WeddingEvents({
  wedding,
  resourceNoun,
}: {
  wedding: Wedding;
  resourceNoun: ResourceNoun;
}) {
  const { t, i18n } = useLingui();
  const noun = i18n._(RESOURCE_WORDS[resourceNoun].noun);
  const title = <bdi translate="no">{wedding.title}</bdi>;
  return (
    <TableScroll label={t`Events of the wedding`}>
      <table className="data-table card-table">
        <caption className="visually-hidden">
          <Trans>Events of {title}</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Date and time</Trans>
            </th>
            <th scope="col">
              <Trans>Event</Trans>
            </th>
            <th scope="col">
              <Trans>People</Trans>
            </th>
            <th scope="col">
              <Trans>Package</Trans>
            </th>
            <th scope="col">{noun}</th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
            <th scope="col">
              <Trans>Total</Trans>
            </th>
            <th scope="col">
              <Trans>Request</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {wedding.events.map((event) => {
            const request = event.booking_id;
            const eventName = i18n._(shownEventName(event.event_name));
            return (
              <tr key={event.booking_id}>
                <td data-label={t`Date and time`}>
                  {formatDateWithTimes(event.date, event.start_time, event.end_time)}
                </td>
                <td data-label={t`Event`}>{eventName}</td>
                <td data-label={t`People`}>{event.number_of_people}</td>
                <td data-label={t`Package`}>
                  {event.package_name ? <bdi translate="no">{event.package_name}</bdi> : '—'}
                </td>
                <td data-label={noun}>
                  {event.worker_name ? <bdi translate="no">{event.worker_name}</bdi> : '—'}
                </td>
                <td data-label={t`Status`}>
                  <span className={`status status-${event.status}`}>
                    {i18n._(REQUEST_STATUS_LABEL[event.status])}
                  </span>
                  {event.decline_reason && <span className="muted"> ({event.decline_reason})</span>}
                </td>
                <td data-label={t`Total`}>{formatPkr(event.total)}</td>
                <td data-label={t`Request`} className="card-table-actions">
                  <Link
                    to={link.businessTab('events')}
                    aria-label={t`Request #${request}: ${eventName} under Booking Requests`}
                  >
                    <Trans>Request #{request}</Trans>
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
