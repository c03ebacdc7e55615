import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import {
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type Payment,
  type PaymentKind,
  type PaymentMethod,
  weddingPaymentName,
} from '@baraat/shared/schemas/payments';
import { QueuedStatus } from '@/components/outbox/queued-status';
import { ReceiptLink } from '@/components/payments/receipt-link';
import { TableScroll } from '@/components/ui/table-scroll';
import type { OutboxEntry } from '@/lib/db';
import { queuedPayment } from './queued-payments';

/** "#41 (Advance)": a single booking's payment in the ledger. */
const bookingName = (bookingId: number, kind: PaymentKind) =>
  `#${bookingId} (${PAYMENT_KIND_LABELS[kind]})`;

/** A payment's first cells: when, for what and whom, how much, how, and its transaction ID. */
function LedgerCells(props: {
  date: string;
  booking: string;
  customer: string;
  amount: number;
  method: PaymentMethod;
  reference: string | null;
}) {
  return (
    <>
      <td data-label="Date">
        <time dateTime={props.date}>{formatDate(props.date, { dense: true })}</time>
      </td>
      <td data-label="Booking">{props.booking}</td>
      <td data-label="Customer">{props.customer}</td>
      <td data-label="Amount">{formatPkr(props.amount)}</td>
      <td data-label="Method">{PAYMENT_METHOD_LABELS[props.method]}</td>
      <td data-label="Transaction ID" className="payment-reference">
        {props.reference ?? '—'}
      </td>
    </>
  );
}

/**
 * The payments the owner recorded, newest first, with Refund on completed ones: a table on a
 * wide box, one card per payment on a phone (styles/card-table.css). A wedding's payment is
 * named by the wedding and its payer (docs/product/weddings.md#payments-of-a-wedding). Without
 * `onRefund` (a role that may not refund) there is no Refund and no Actions column. Payments
 * recorded on this device with no signal come first, `queued`, their customers named by
 * `customerOf` where the desk knows them.
 */
export function PaymentsTable({
  payments,
  onRefund,
  queued = [],
  customerOf = () => undefined,
}: {
  payments: readonly Payment[];
  onRefund?: ((payment: Payment) => void) | undefined;
  queued?: readonly OutboxEntry[];
  customerOf?: (bookingId: number) => string | undefined;
}) {
  return (
    <TableScroll label="Payments recorded">
      <table className="data-table card-table">
        <caption className="visually-hidden">Payments recorded</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Booking</th>
            <th scope="col">Customer</th>
            <th scope="col">Amount</th>
            <th scope="col">Method</th>
            <th scope="col">Transaction ID</th>
            <th scope="col">Status</th>
            <th scope="col">Receipt</th>
            {onRefund && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {queued.map((entry) => {
            const payment = queuedPayment(entry);
            return (
              <tr key={entry.id} className="payment-queued">
                <LedgerCells
                  date={payment.paid_on}
                  booking={bookingName(payment.booking_id, payment.kind)}
                  customer={customerOf(payment.booking_id) ?? '—'}
                  amount={payment.amount}
                  method={payment.method}
                  reference={payment.reference}
                />
                <td data-label="Status">
                  <QueuedStatus entry={entry} />
                </td>
                <td data-label="Receipt">—</td>
                {onRefund && <td data-label="Actions" className="card-table-actions" />}
              </tr>
            );
          })}
          {payments.map((p) => (
            <tr key={p.payment_id}>
              <LedgerCells
                date={p.payment_date}
                booking={weddingPaymentName(p) ?? bookingName(p.booking_id, p.kind)}
                customer={p.customer_name}
                amount={p.amount}
                method={p.payment_method}
                reference={p.transaction_id}
              />
              <td data-label="Status">
                <span className={`status status-${p.status}`}>
                  {PAYMENT_STATUS_LABELS[p.status]}
                </span>
              </td>
              <td data-label="Receipt">
                <ReceiptLink payment={p} />
              </td>
              {onRefund && (
                <td data-label="Actions" className="card-table-actions">
                  {p.status === 'completed' && (
                    <button
                      type="button"
                      className="button button-small button-secondary"
                      onClick={() => onRefund(p)}
                      aria-label={`Refund ${formatPkr(p.amount)} from ${p.customer_name}, ${formatDate(p.payment_date)}`}
                    >
                      Refund
                    </button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
