import { formatPkr, formatRating } from '@baraat/shared/domain/format';
import type { BusinessStats } from '@baraat/shared/schemas/stats';
import { useLingui } from '@lingui/react/macro';
import { Ltr } from '@/components/ui/ltr';

/** Every stat of docs/product/payments.md#statistics as a card; figures from the server, none made up. */
export function StatsCards({ stats }: { stats: BusinessStats }) {
  const { t } = useLingui();
  const { weekly_events, repeat_customers, total_reviews, total_services, response_time } = stats;
  const cards: [string, string, string?][] = [
    [t`Total bookings`, String(stats.total_bookings)],
    [t`Pending`, String(stats.pending_bookings)],
    [t`Confirmed`, String(stats.confirmed_bookings)],
    [t`Total revenue`, formatPkr(stats.total_revenue)],
    [t`This month`, formatPkr(stats.monthly_revenue)],
    [t`Last 7 days`, formatPkr(stats.weekly_revenue)],
    [t`Upcoming events`, String(stats.upcoming_events), t`${weekly_events} in the next 7 days`],
    [t`Customers`, String(stats.total_customers), t`${repeat_customers} came back`],
    [t`Rating`, formatRating(stats.average_rating), t`${total_reviews} reviews`],
    [t`Packages`, String(stats.total_packages), t`${total_services} services`],
    [t`Conversion`, `${stats.conversion_rate}%`, t`of answered requests accepted`],
    [
      t`Response time`,
      response_time === null ? '—' : t`${response_time} h`,
      t`median, request to answer`,
    ],
  ];
  return (
    <ul className="stat-grid stats-cards" aria-label={t`Business stats`}>
      {cards.map(([label, value, note]) => (
        <li key={label}>
          <strong>
            <Ltr>{value}</Ltr>
          </strong>{' '}
          {label}
          {note && <small className="muted">{note}</small>}
        </li>
      ))}
    </ul>
  );
}
