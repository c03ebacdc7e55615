import { todayInPakistan } from '@baraat/shared/domain/dates';
import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import { vendorName } from '@baraat/shared/domain/vendor-name';
import {
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_PERIOD_DAYS,
  PAYMENT_PERIOD_DEFAULT,
  PAYMENT_STATUS_LABELS,
  type Payment,
  weddingPaymentName,
} from '@baraat/shared/schemas/payments';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ReceiptLink } from '@/components/payments/receipt-link';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TableScroll } from '@/components/ui/table-scroll';
import { link } from '@/config/paths';
import { useMyPayments } from '../api/get-my-payments';
import { bookingBalances, inPeriod, type PricedBooking, paymentTotals } from '../payment-totals';

/** The date filter's options in the spec's words (docs/product/texts.md#limits). */
const PERIOD_LABELS: Record<number, string> = {
  7: '7 days',
  30: '30 days',
  90: '90 days',
  365: '1 year',
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

  return (
    <section className="customer-payments" aria-label="Payments">
      <div className="narrow-field">
        <SelectField label="Period" value={days} onChange={(e) => setDays(Number(e.target.value))}>
          {PAYMENT_PERIOD_DAYS.map((n) => (
            <option key={n} value={n}>
              {PERIOD_LABELS[n]}
            </option>
          ))}
        </SelectField>
      </div>
      {payments.status === 'error' && (
        <RetryAlert onRetry={() => void payments.refetch()}>
          {payments.error.detail ?? 'Failed to load payments'}
        </RetryAlert>
      )}
      {!payments.data && payments.isFetching && <Spinner />}
      {payments.data && (
        <>
          <ul className="stat-grid stat-grid-money" aria-label="Payment totals">
            <li>
              <strong>{formatPkr(totals.paid)}</strong> Paid
            </li>
            <li>
              <strong>{formatPkr(totals.refunded)}</strong> Refunded
            </li>
            <li>
              <strong>{totals.count}</strong> Payments
            </li>
          </ul>
          {list.length === 0 && (
            <p className="muted">
              No payments in this period. When a vendor records a payment you made, it shows here.
            </p>
          )}
          {list.length > 0 && (
            <>
              <h3>By booking</h3>
              <ul className="review-list" aria-label="Paid by booking">
                {bookingBalances(all, bookings)
                  .filter((b) => list.some((p) => p.booking_id === b.booking_id))
                  .map((b) => (
                    <li key={b.booking_id}>
                      <strong>{vendorName(b.business_name, b.business_city)}</strong> ·{' '}
                      {formatDate(b.date, { dense: true })} · Paid {formatPkr(b.paid)}
                      {b.total !== null && ` of ${formatPkr(b.total)}`}
                      {b.due !== null && ` · Due ${formatPkr(b.due)}`}
                      {b.wedding && (
                        <>
                          {' '}
                          towards{' '}
                          <Link to={link.customerWedding(b.wedding.wedding_id)}>
                            {b.wedding.title}
                          </Link>
                        </>
                      )}
                    </li>
                  ))}
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
  return (
    <TableScroll label="Payments">
      <table className="data-table card-table">
        <caption>Payments</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Vendor</th>
            <th scope="col">For</th>
            <th scope="col">Method</th>
            <th scope="col">Transaction ID</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
            <th scope="col">Receipt</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => (
            <tr key={p.payment_id}>
              <td data-label="Date">{formatDate(p.payment_date, { dense: true })}</td>
              <td data-label="Vendor">{vendorName(p.business_name, p.business_city)}</td>
              <td data-label="For">
                {weddingPaymentName(p) ?? `${p.service_name} (${PAYMENT_KIND_LABELS[p.kind]})`}
              </td>
              <td data-label="Method">{PAYMENT_METHOD_LABELS[p.payment_method]}</td>
              <td data-label="Transaction ID" className="payment-reference">
                {p.transaction_id ?? '—'}
              </td>
              <td data-label="Amount">{formatPkr(p.amount)}</td>
              <td data-label="Status">
                <span className={`status status-${p.status}`}>
                  {PAYMENT_STATUS_LABELS[p.status]}
                </span>
              </td>
              <td data-label="Receipt">
                <ReceiptLink payment={p} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
