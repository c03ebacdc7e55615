import { formatPkr, formatRating } from '@baraat/shared/domain/format';
import type { BusinessStats } from '@baraat/shared/schemas/stats';
import { Ltr } from '@/components/ui/ltr';

/** Every stat of docs/product/payments.md#statistics as a card; figures from the server, none made up. */
export function StatsCards({ stats }: { stats: BusinessStats }) {
  const cards: [string, string, string?][] = [
    ['Total bookings', String(stats.total_bookings)],
    ['Pending', String(stats.pending_bookings)],
    ['Confirmed', String(stats.confirmed_bookings)],
    ['Total revenue', formatPkr(stats.total_revenue)],
    ['This month', formatPkr(stats.monthly_revenue)],
    ['Last 7 days', formatPkr(stats.weekly_revenue)],
    ['Upcoming events', String(stats.upcoming_events), `${stats.weekly_events} in the next 7 days`],
    ['Customers', String(stats.total_customers), `${stats.repeat_customers} came back`],
    ['Rating', formatRating(stats.average_rating), `${stats.total_reviews} reviews`],
    ['Packages', String(stats.total_packages), `${stats.total_services} services`],
    ['Conversion', `${stats.conversion_rate}%`, 'of answered requests accepted'],
    [
      'Response time',
      stats.response_time === null ? '—' : `${stats.response_time} h`,
      'median, request to answer',
    ],
  ];
  return (
    <ul className="stat-grid stats-cards" aria-label="Business stats">
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
