import { todayInPakistan } from '@baraat/shared/domain/dates';
import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import {
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_PERIOD_DAYS,
  PAYMENT_PERIOD_DEFAULT,
  PAYMENT_STATUS_LABELS,
  type Payment,
  weddingPaymentName,
} from '@baraat/shared/schemas/payments';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ReceiptLink } from '@/components/payments/receipt-link';
import { Ltr } from '@/components/ui/ltr';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TableScroll } from '@/components/ui/table-scroll';
import { VendorName } from '@/components/ui/vendor-name';
import { link } from '@/config/paths';
import { useMyPayments } from '../api/get-my-payments';
import { bookingBalances, inPeriod, type PricedBooking, paymentTotals } from '../payment-totals';

/** The date filter's options in the spec's words (docs/product/texts.md#limits). */
const PERIOD_LABELS: Record<(typeof PAYMENT_PERIOD_DAYS)[number], MessageDescriptor> = {
  7: msg`7 days`,
  30: msg`30 days`,
  90: msg`90 days`,
  365: msg`1 year`,
};

/**
 * The customer's payments (docs/product/booking.md#payments-seen-by-customers), from the ledger vendors keep (docs/product/decisions.md#the-decisions-at-a-glance):
 * what was paid, to whom, how, and what is still due on each booking.
 */
export function PaymentsOverview({
  userId,
  bookings,
}: {
  userId: number;
  bookings: readonly PricedBooking[];
}) {
  const [days, setDays] = useState<number>(PAYMENT_PERIOD_DEFAULT);
  const payments = useMyPayments(userId);
  const all = payments.data ?? [];
  const list = inPeriod(all, days, todayInPakistan());
  const totals = paymentTotals(list);
  const { t, i18n } = useLingui();
  const paid = formatPkr(totals.paid);
  const refunded = formatPkr(totals.refunded);
  const count = totals.count;

  return (
    <section className="customer-payments" aria-label={t`Payments`}>
      <div className="narrow-field">
        <SelectField
          label={t`Period`}
          value={days}
          onChange={(e) => setDays(Number(e.target.value))}
        >
          {PAYMENT_PERIOD_DAYS.map((n) => (
            <option key={n} value={n}>
              {i18n._(PERIOD_LABELS[n])}
            </option>
          ))}
        </SelectField>
      </div>
      {payments.status === 'error' && (
        <RetryAlert onRetry={() => void payments.refetch()}>
          {payments.error.detail ?? t`Failed to load payments`}
        </RetryAlert>
      )}
      {!payments.data && payments.isFetching && <Spinner />}
      {payments.data && (
        <>
          <ul className="stat-grid stat-grid-money" aria-label={t`Payment totals`}>
            <li>
              <Trans>
                <strong>{paid}</strong> Paid
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>{refunded}</strong> Refunded
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>{count}</strong> Payments
              </Trans>
            </li>
          </ul>
          {list.length === 0 && (
            <p className="muted">
              <Trans>
                No payments in this period. When a vendor records a payment you made, it shows here.
              </Trans>
            </p>
          )}
          {list.length > 0 && (
            <>
              <h3>
                <Trans>By booking</Trans>
              </h3>
              <ul className="review-list" aria-label={t`Paid by booking`}>
                {bookingBalances(all, bookings)
                  .filter((b) => list.some((p) => p.booking_id === b.booking_id))
                  .map((b) => {
                    const bookingPaid = formatPkr(b.paid);
                    const total = b.total === null ? null : formatPkr(b.total);
                    const due = b.due === null ? null : formatPkr(b.due);
                    const wedding = b.wedding;
                    const weddingTitle = wedding?.title;
                    return (
                      <li key={b.booking_id}>
                        <strong>
                          <VendorName name={b.business_name} city={b.business_city} />
                        </strong>{' '}
                        · {formatDate(b.date, { dense: true })} · {t`Paid ${bookingPaid}`}
                        {total !== null && ` ${t`of ${total}`}`}
                        {due !== null && ` · ${t`Due ${due}`}`}
                        {wedding && (
                          <>
                            {' '}
                            <Trans>
                              towards{' '}
                              <Link to={link.customerWedding(wedding.wedding_id)} translate="no">
                                {weddingTitle}
                              </Link>
                            </Trans>
                          </>
                        )}
                      </li>
                    );
                  })}
              </ul>
              <PaymentTable payments={list} />
            </>
          )}
        </>
      )}
    </section>
  );
}

/** A table on a wide box, one card per payment on a phone (styles/card-table.css). */
function PaymentTable({ payments }: { payments: Payment[] }) {
  const { t, i18n } = useLingui();
  return (
    <TableScroll label={t`Payments`}>
      <table className="data-table card-table">
        <caption>
          <Trans>Payments</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Date</Trans>
            </th>
            <th scope="col">
              <Trans>Vendor</Trans>
            </th>
            <th scope="col">
              <Trans>For</Trans>
            </th>
            <th scope="col">
              <Trans>Method</Trans>
            </th>
            <th scope="col">
              <Trans>Transaction ID</Trans>
            </th>
            <th scope="col">
              <Trans>Amount</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
            <th scope="col">
              <Trans>Receipt</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => (
            <tr key={p.payment_id}>
              <td data-label={t`Date`}>{formatDate(p.payment_date, { dense: true })}</td>
              <td data-label={t`Vendor`}>
                <VendorName name={p.business_name} city={p.business_city} />
              </td>
              <td data-label={t`For`}>
                {weddingPaymentName(p) ? (
                  <bdi translate="no">{weddingPaymentName(p)}</bdi>
                ) : (
                  <>
                    <bdi translate="no">{p.service_name}</bdi> (
                    {i18n._(PAYMENT_KIND_LABELS[p.kind])})
                  </>
                )}
              </td>
              <td data-label={t`Method`}>{i18n._(PAYMENT_METHOD_LABELS[p.payment_method])}</td>
              <td data-label={t`Transaction ID`} className="payment-reference">
                {p.transaction_id ? <Ltr>{p.transaction_id}</Ltr> : '—'}
              </td>
              <td data-label={t`Amount`}>{formatPkr(p.amount)}</td>
              <td data-label={t`Status`}>
                <span className={`status status-${p.status}`}>
                  {i18n._(PAYMENT_STATUS_LABELS[p.status])}
                </span>
              </td>
              <td data-label={t`Receipt`}>
                <ReceiptLink payment={p} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
