import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '@baraat/shared/schemas/payments';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import type { RecordWeddingPayment } from '@baraat/shared/schemas/weddings';
import { QueuedStatus } from '@/components/outbox/queued-status';
import { Alert } from '@/components/ui/alert';
import { TableScroll } from '@/components/ui/table-scroll';
import type { OutboxEntry } from '@/lib/db';
import { useQueued } from '@/lib/outbox-send';
import { weddingPaymentKind, weddingPaymentsPath } from '../api/record-wedding-payment';

/** The payments of this wedding still in the outbox (docs/product/offline.md#the-outbox). */
export const useQueuedPayments = (ownerId: number, weddingId: number) =>
  useQueued(ownerId, weddingPaymentKind, weddingPaymentsPath(weddingId));

type Shown = Pick<RecordWeddingPayment, 'paid_on' | 'payer_name' | 'method' | 'amount'>;

function PaymentCells({ payment }: { payment: Shown }) {
  return (
    <>
      <td data-label="Date">
        <time dateTime={payment.paid_on}>{formatDate(payment.paid_on)}</time>
      </td>
      <td data-label="Payer">{payment.payer_name}</td>
      <td data-label="Method">{PAYMENT_METHOD_LABELS[payment.method]}</td>
      <td data-label="Amount">{formatPkr(payment.amount)}</td>
    </>
  );
}

function QueuedRow({ entry }: { entry: OutboxEntry }) {
  const payment = entry.body as RecordWeddingPayment;
  return (
    <tr className="payment-queued">
      <PaymentCells payment={payment} />
      <td data-label="Status">
        <QueuedStatus entry={entry} />
      </td>
    </tr>
  );
}

/** The wedding's payments (date, payer, method, amount, status), with those still waiting in
 * the outbox first (docs/product/weddings.md#payments-of-a-wedding). */
export function WeddingPayments({
  wedding,
  queued,
}: {
  wedding: Wedding;
  queued: readonly OutboxEntry[];
}) {
  if (wedding.payments.length === 0 && queued.length === 0) {
    return <Alert tone="info">No payments recorded yet.</Alert>;
  }
  return (
    <TableScroll label="Payments received">
      <table className="data-table card-table">
        <caption className="visually-hidden">Payments of {wedding.title}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Payer</th>
            <th scope="col">Method</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {queued.map((entry) => (
            <QueuedRow key={entry.id} entry={entry} />
          ))}
          {wedding.payments.map((payment) => (
            <tr key={payment.payment_id}>
              <PaymentCells payment={payment} />
              <td data-label="Status">
                <span className={`status status-${payment.status}`}>
                  {PAYMENT_STATUS_LABELS[payment.status]}
                </span>
                {payment.reference && (
                  <span className="muted payment-reference"> {payment.reference}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
