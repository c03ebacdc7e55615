import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '@baraat/shared/schemas/payments';
import type { WeddingPayment } from '@baraat/shared/schemas/wedding-answers';
import { WeddingTable } from './wedding-table';

/** What each family has paid towards the wedding (docs/product/weddings.md#payments-of-a-wedding). */
export function WeddingPayments({ payments }: { payments: readonly WeddingPayment[] }) {
  if (payments.length === 0) return <p className="muted">No payments yet.</p>;
  return (
    <WeddingTable caption="Payments" columns={['Date', 'Payer', 'Method', 'Amount', 'Status']}>
      {payments.map((payment) => (
        <tr key={payment.payment_id}>
          <td data-label="Date">
            <time dateTime={payment.paid_on}>{formatDate(payment.paid_on)}</time>
          </td>
          <td data-label="Payer">{payment.payer_name}</td>
          <td data-label="Method">{PAYMENT_METHOD_LABELS[payment.method]}</td>
          <td data-label="Amount">{formatPkr(payment.amount)}</td>
          <td data-label="Status">
            <span className={`status status-${payment.status}`}>
              {PAYMENT_STATUS_LABELS[payment.status]}
            </span>
          </td>
        </tr>
      ))}
    </WeddingTable>
  );
}
