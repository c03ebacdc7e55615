import { BOOKING_STATUS_LABEL, dashboardStatus } from '@baraat/shared/domain/booking';
import { formatDate, formatPkr, formatTimeRange } from '@baraat/shared/domain/format';
import { slotOwnName } from '@baraat/shared/domain/slot-labels';
import type { WeddingEvent } from '@baraat/shared/schemas/wedding-answers';
import { useLingui } from '@lingui/react/macro';
import { WeddingTable } from './wedding-table';

/** A wedding's events, earliest first: when, what, where, for whom and what each costs
 * (docs/product/weddings.md#a-wedding-groups-events). A table, one card per event on a phone. */
export function WeddingEvents({ events }: { events: readonly WeddingEvent[] }) {
  const { t, i18n } = useLingui();
  const when = t`When`;
  const what = t`Event`;
  const where = t`Hall or team`;
  const pkg = t`Package`;
  const people = t`People`;
  const status = t`Status`;
  const total = t`Total`;
  return (
    <WeddingTable caption={t`Events`} columns={[when, what, where, pkg, people, status, total]}>
      {events.map((event) => {
        const word = dashboardStatus(event.status);
        return (
          <tr key={event.booking_id}>
            <td data-label={when}>
              <time dateTime={event.date}>{formatDate(event.date)}</time>,{' '}
              {formatTimeRange(event.start_time, event.end_time)}
            </td>
            <td data-label={what}>
              {event.event_name ? i18n._(event.event_name) : slotOwnName(event) || what}
            </td>
            <td data-label={where} translate="no" dir="auto">
              {event.worker_name ?? '—'}
            </td>
            <td data-label={pkg}>
              {event.package_name ? <bdi>{event.package_name}</bdi> : t`No package`}
            </td>
            <td data-label={people}>{event.number_of_people}</td>
            <td data-label={status}>
              <span className={`status status-${word}`}>{i18n._(BOOKING_STATUS_LABEL[word])}</span>
              {event.decline_reason && <span className="muted"> {event.decline_reason}</span>}
            </td>
            <td data-label={total}>{formatPkr(event.total)}</td>
          </tr>
        );
      })}
    </WeddingTable>
  );
}
