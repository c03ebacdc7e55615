import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import {
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type Payment,
  weddingPaymentName,
} from '@baraat/shared/schemas/payments';
import { ReceiptLink } from '@/components/payments/receipt-link';
import { TableScroll } from '@/components/ui/table-scroll';

/**
 * The payments the owner recorded, newest first, with Refund on completed ones: a table on a
 * wide box, one card per payment on a phone (styles/card-table.css). A wedding's payment is
 * named by the wedding and its payer (docs/product/weddings.md#payments-of-a-wedding). Without
 * `onRefund` (a role that may not refund) there is no Refund and no Actions column.
 */
export function PaymentsTable({
  payments,
  onRefund,
}: {
  payments: readonly Payment[];
  onRefund?: ((payment: Payment) => void) | undefined;
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
          {payments.map((p) => (
            <tr key={p.payment_id}>
              <td data-label="Date">
                <time dateTime={p.payment_date}>{formatDate(p.payment_date, { dense: true })}</time>
              </td>
              <td data-label="Booking">
                {weddingPaymentName(p) ?? `#${p.booking_id} (${PAYMENT_KIND_LABELS[p.kind]})`}
              </td>
              <td data-label="Customer">{p.customer_name}</td>
              <td data-label="Amount">{formatPkr(p.amount)}</td>
              <td data-label="Method">{PAYMENT_METHOD_LABELS[p.payment_method]}</td>
              <td data-label="Transaction ID" className="payment-reference">
                {p.transaction_id ?? '—'}
              </td>
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
