import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import {
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  weddingPaymentName,
} from '@baraat/shared/schemas/payments';
import type { PackagePerformance, RecentTransaction } from '@baraat/shared/schemas/stats';
import { Trans, useLingui } from '@lingui/react/macro';
import { TableScroll } from '@/components/ui/table-scroll';

const growth = (rate: number | null) => (rate === null ? '—' : `${rate > 0 ? '+' : ''}${rate}%`);

/**
 * The packages by revenue: a table on a wide box, one card per package on a phone
 * (styles/card-table.css), where a scrolled table cut "Rs 3,707,000" to "Rs 3".
 */
export function TopPackagesTable({ packages }: { packages: readonly PackagePerformance[] }) {
  const { t } = useLingui();
  if (packages.length === 0) {
    return (
      <p className="muted">
        <Trans>No packages yet.</Trans>
      </p>
    );
  }
  const columns = {
    package: t`Package`,
    bookings: t`Bookings`,
    revenue: t`Revenue`,
    conversion: t`Conversion`,
    growth: t`Growth`,
  };
  return (
    <TableScroll label={t`Top packages`}>
      <table className="data-table card-table">
        <caption className="visually-hidden">
          <Trans>Top packages</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">{columns.package}</th>
            <th scope="col">{columns.bookings}</th>
            <th scope="col">{columns.revenue}</th>
            <th scope="col">{columns.conversion}</th>
            <th scope="col">{columns.growth}</th>
          </tr>
        </thead>
        <tbody>
          {packages.map((p) => (
            <tr key={p.package_id}>
              <td data-label={columns.package}>
                <bdi translate="no">{p.package_name}</bdi>
              </td>
              <td data-label={columns.bookings}>{p.bookings_count}</td>
              <td data-label={columns.revenue}>{formatPkr(p.revenue)}</td>
              <td data-label={columns.conversion}>{p.conversion_rate}%</td>
              <td data-label={columns.growth}>{growth(p.growth_rate)}</td>
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
  const { t, i18n } = useLingui();
  if (transactions.length === 0) {
    return (
      <p className="muted">
        <Trans>No payments recorded yet.</Trans>
      </p>
    );
  }
  return (
    <ul className="event-list" aria-label={t`Recent transactions`}>
      {transactions.map((payment) => (
        <li key={payment.payment_id}>
          <strong>
            {formatPkr(payment.amount)} ·{' '}
            <bdi translate="no">{weddingPaymentName(payment) ?? payment.customer_name}</bdi>
          </strong>
          <span>
            {formatDate(payment.payment_date, { dense: true })} ·{' '}
            {i18n._(PAYMENT_METHOD_LABELS[payment.payment_method])} ·{' '}
            {i18n._(PAYMENT_KIND_LABELS[payment.kind])}
          </span>
          <span className={`status status-${payment.status}`}>{i18n._(payment.status_label)}</span>
        </li>
      ))}
    </ul>
  );
}
