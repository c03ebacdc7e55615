import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import {
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  weddingPaymentName,
} from '@baraat/shared/schemas/payments';
import type { PackagePerformance, RecentTransaction } from '@baraat/shared/schemas/stats';
import { TableScroll } from '@/components/ui/table-scroll';

const growth = (rate: number | null) => (rate === null ? '—' : `${rate > 0 ? '+' : ''}${rate}%`);

/**
 * The packages by revenue: a table on a wide box, one card per package on a phone
 * (styles/card-table.css), where a scrolled table cut "Rs 3,707,000" to "Rs 3".
 */
export function TopPackagesTable({ packages }: { packages: readonly PackagePerformance[] }) {
  if (packages.length === 0) return <p className="muted">No packages yet.</p>;
  return (
    <TableScroll label="Top packages">
      <table className="data-table card-table">
        <caption className="visually-hidden">Top packages</caption>
        <thead>
          <tr>
            <th scope="col">Package</th>
            <th scope="col">Bookings</th>
            <th scope="col">Revenue</th>
            <th scope="col">Conversion</th>
            <th scope="col">Growth</th>
          </tr>
        </thead>
        <tbody>
          {packages.map((p) => (
            <tr key={p.package_id}>
              <td data-label="Package">{p.package_name}</td>
              <td data-label="Bookings">{p.bookings_count}</td>
              <td data-label="Revenue">{formatPkr(p.revenue)}</td>
              <td data-label="Conversion">{p.conversion_rate}%</td>
              <td data-label="Growth">{growth(p.growth_rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

export function RecentTransactions({
  transactions,
}: {
  transactions: readonly RecentTransaction[];
}) {
  if (transactions.length === 0) return <p className="muted">No payments recorded yet.</p>;
  return (
    <ul className="event-list" aria-label="Recent transactions">
      {transactions.map((t) => (
        <li key={t.payment_id}>
          <strong>
            {formatPkr(t.amount)} · {weddingPaymentName(t) ?? t.customer_name}
          </strong>
          <span>
            {formatDate(t.payment_date, { dense: true })} ·{' '}
            {PAYMENT_METHOD_LABELS[t.payment_method]} · {PAYMENT_KIND_LABELS[t.kind]}
          </span>
          <span className={`status status-${t.status}`}>{t.status_label}</span>
        </li>
      ))}
    </ul>
  );
}
