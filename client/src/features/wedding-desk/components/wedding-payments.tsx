import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '@baraat/shared/schemas/payments';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import type { RecordWeddingPayment } from '@baraat/shared/schemas/weddings';
import { useLiveQuery } from 'dexie-react-hooks';
import { RetryDiscard } from '@/components/outbox/retry-discard';
import { Alert } from '@/components/ui/alert';
import { TableScroll } from '@/components/ui/table-scroll';
import type { OutboxEntry } from '@/lib/db';
import { useDatabase } from '@/lib/use-database';
import { weddingPaymentKind, weddingPaymentsPath } from '../api/record-wedding-payment';

/** The payments of this wedding still in the outbox (docs/product/offline.md#the-outbox). */
export function useQueuedPayments(ownerId: number, weddingId: number) {
  const db = useDatabase();
  return useLiveQuery(async () => {
    if (!db) return [];
    const path = weddingPaymentsPath(weddingId);
    return db.outbox
      .where('[owner_id+created_at]')
      .between([ownerId, 0], [ownerId, Number.MAX_SAFE_INTEGER])
      .filter((entry) => entry.kind === weddingPaymentKind.name && entry.path === path)
      .toArray();
  }, [db, ownerId, weddingId]);
}

const REFUSED: OutboxEntry['state'][] = ['failed', 'conflict'];

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
  const refused = REFUSED.includes(entry.state);
  return (
    <tr className="payment-queued">
      <PaymentCells payment={payment} />
      <td data-label="Status">
        {refused ? (
          <>
            <span className="status status-declined">Not saved</span>{' '}
            <span>{entry.last_error}</span> <RetryDiscard entryId={entry.id} />
          </>
        ) : (
          <span className="status status-pending">Waiting to sync</span>
        )}
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
