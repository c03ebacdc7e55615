import { formatDate, formatPkr, formatTimeRangeText } from '@baraat/shared/domain/format';
import type { UpcomingEvent } from '@baraat/shared/schemas/stats';
import { Trans, useLingui } from '@lingui/react/macro';

/** Confirmed bookings ahead, soonest first (docs/product/payments.md#dashboard-figures). */
export function UpcomingEventsList({
  events,
  empty,
}: {
  events: readonly UpcomingEvent[];
  empty: string;
}) {
  const { t } = useLingui();
  if (events.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="event-list">
      {events.map((event) => (
        <li key={event.booking_id}>
          <strong translate="no" dir="auto">
            {event.event_title}
          </strong>
          <span>
            {formatDate(event.event_date, { dense: true })} ·{' '}
            {formatTimeRangeText(event.event_time)}
          </span>
          <span className="muted">
            {event.package_name ? <bdi translate="no">{event.package_name}</bdi> : t`No package`} ·{' '}
            <Guests count={event.guest_count} /> · <bdi translate="no">{event.location}</bdi>
            {event.revenue > 0 && ` · ${formatPkr(event.revenue)}`}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Guests({ count }: { count: number }) {
  return <Trans>{count} guests</Trans>;
}
