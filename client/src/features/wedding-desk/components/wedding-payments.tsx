import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '@baraat/shared/schemas/payments';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import type { RecordWeddingPayment } from '@baraat/shared/schemas/weddings';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t, i18n } = useLingui();
  return (
    <>
      <td data-label={t`Date`}>
        <time dateTime={payment.paid_on}>{formatDate(payment.paid_on)}</time>
      </td>
      <td data-label={t`Payer`}>
        {payment.payer_name ? <bdi translate="no">{payment.payer_name}</bdi> : null}
      </td>
      <td data-label={t`Method`}>{i18n._(PAYMENT_METHOD_LABELS[payment.method])}</td>
      <td data-label={t`Amount`}>{formatPkr(payment.amount)}</td>
    </>
  );
}

function QueuedRow({ entry }: { entry: OutboxEntry }) {
  const payment = entry.body as RecordWeddingPayment;
  const { t } = useLingui();
  return (
    <tr className="payment-queued">
      <PaymentCells payment={payment} />
      <td data-label={t`Status`}>
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
  const { t, i18n } = useLingui();
  const title = <bdi translate="no">{wedding.title}</bdi>;
  if (wedding.payments.length === 0 && queued.length === 0) {
    return (
      <Alert tone="info">
        <Trans>No payments recorded yet.</Trans>
      </Alert>
    );
  }
  return (
    <TableScroll label={t`Payments received`}>
      <table className="data-table card-table">
        <caption className="visually-hidden">
          <Trans>Payments of {title}</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Date</Trans>
            </th>
            <th scope="col">
              <Trans>Payer</Trans>
            </th>
            <th scope="col">
              <Trans>Method</Trans>
            </th>
            <th scope="col">
              <Trans>Amount</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {queued.map((entry) => (
            <QueuedRow key={entry.id} entry={entry} />
          ))}
          {wedding.payments.map((payment) => (
            <tr key={payment.payment_id}>
              <PaymentCells payment={payment} />
              <td data-label={t`Status`}>
                <span className={`status status-${payment.status}`}>
                  {i18n._(PAYMENT_STATUS_LABELS[payment.status])}
                </span>
                {payment.reference && (
                  <span className="muted payment-reference">
                    {' '}
                    <bdi translate="no">{payment.reference}</bdi>
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
