// To confirm (docs/product/payments.md#bank-transfer-and-raast): the customers' transfers waiting
// for the desk, each with its receipt photo to view, Confirm (recorded in the ledger) and
// Reject with a reason. A table on a wide screen, a card per transfer on a phone.
import { dateOfMoment, formatDate, formatPkr } from '@baraat/shared/domain/format';
import { PAYMENT_METHOD_LABELS } from '@baraat/shared/schemas/payments';
import { TRANSFER_TEXTS, type Transfer } from '@baraat/shared/schemas/transfers';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { toApiError } from '@/lib/http';
import { showToast } from '@/lib/toasts';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { type TransferAnswer, useAnswerTransfer } from '../api/answer-transfer';
import { useTransfersToConfirm } from '../api/get-transfers-to-confirm';
import { ProofDialog, RejectDialog } from './answer-dialogs';

const whatFor = (transfer: Transfer, booking: string) =>
  transfer.wedding_title ??
  `${transfer.service_name ?? booking}${transfer.event_date ? ` · ${formatDate(transfer.event_date)}` : ''}`;

export function ToConfirm({
  ownerId,
  ledger,
}: {
  ownerId: number;
  ledger: readonly (readonly unknown[])[];
}) {
  const { t, i18n } = useLingui();
  const waiting = useTransfersToConfirm();
  const answer = useAnswerTransfer(ownerId, ledger);
  // Answers queued with no signal: their rows wait for the outbox, not for another answer.
  const [queued, setQueued] = useState<ReadonlySet<number>>(new Set());
  const keyFor = useIdempotencyKey();
  const [viewing, setViewing] = useState<Transfer | null>(null);
  const [rejecting, setRejecting] = useState<Transfer | null>(null);

  /** Sends (or queues) an answer; whether it went or was queued. */
  const send = async (input: TransferAnswer, done: string) => {
    try {
      const outcome = await answer.mutateAsync(input);
      if (outcome.sent) showToast('success', done);
      else if (outcome.queued) {
        setQueued((ids) => new Set(ids).add(input.id));
        showToast('info', i18n._(TRANSFER_TEXTS.answerQueued));
      } else showToast('error', outcome.reason);
      return outcome.sent || outcome.queued;
    } catch (error) {
      showToast('error', toApiError(error).message);
      return false;
    }
  };
  const confirm = (transfer: Transfer) =>
    send(
      {
        id: transfer.transfer_id,
        answer: 'confirm',
        key: keyFor({ confirm: transfer.transfer_id }),
      },
      t`Payment recorded`,
    );

  const columns = {
    sent: t`Sent`,
    customer: t`Customer`,
    for: t`For`,
    method: t`Method`,
    reference: t`Transaction ID`,
    amount: t`Amount`,
    actions: t`Actions`,
  };

  return (
    <section className="to-confirm" aria-labelledby="to-confirm-title">
      <h3 id="to-confirm-title">
        <Trans>To confirm</Trans>
      </h3>
      <p className="muted">
        <Trans>Transfers customers sent you directly. Baraat never holds their money.</Trans>
      </p>
      {waiting.isPending ? (
        <Spinner label={t`Loading transfers...`} />
      ) : waiting.isError ? (
        <RetryAlert onRetry={() => void waiting.refetch()}>{waiting.error.message}</RetryAlert>
      ) : waiting.data.length === 0 ? (
        <p className="muted">{i18n._(TRANSFER_TEXTS.noneToConfirm)}</p>
      ) : (
        <table className="data-table card-table">
          <thead>
            <tr>
              <th scope="col">{columns.sent}</th>
              <th scope="col">{columns.customer}</th>
              <th scope="col">{columns.for}</th>
              <th scope="col">{columns.method}</th>
              <th scope="col">{columns.reference}</th>
              <th scope="col">{columns.amount}</th>
              <th scope="col">{columns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {waiting.data.map((transfer) => (
              <tr key={transfer.transfer_id}>
                <td data-label={columns.sent}>{formatDate(dateOfMoment(transfer.created_at))}</td>
                <td data-label={columns.customer}>{transfer.customer_name}</td>
                <td data-label={columns.for}>{whatFor(transfer, t`Booking`)}</td>
                <td data-label={columns.method}>
                  {i18n._(PAYMENT_METHOD_LABELS[transfer.method])}
                </td>
                <td data-label={columns.reference}>{transfer.reference}</td>
                <td data-label={columns.amount}>{formatPkr(transfer.amount)}</td>
                <td data-label={columns.actions} className="card-table-actions">
                  <div className="button-row">
                    <button
                      type="button"
                      className="button button-small button-secondary"
                      onClick={() => setViewing(transfer)}
                    >
                      <Trans>View receipt</Trans>
                    </button>
                    {queued.has(transfer.transfer_id) ? (
                      <span className="status status-pending">
                        <Trans>Waiting to sync</Trans>
                      </span>
                    ) : (
                      <>
                        <button
                          type="button"
                          className="button button-small"
                          disabled={answer.isPending}
                          onClick={() => void confirm(transfer)}
                        >
                          <Trans>Confirm</Trans>
                        </button>
                        <button
                          type="button"
                          className="button button-small button-danger"
                          onClick={() => setRejecting(transfer)}
                        >
                          <Trans>Reject</Trans>
                        </button>
                      </>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {viewing && <ProofDialog transfer={viewing} onClose={() => setViewing(null)} />}
      {rejecting && (
        <RejectDialog
          transfer={rejecting}
          busy={answer.isPending}
          onClose={() => setRejecting(null)}
          onReject={async (reason) => {
            const id = rejecting.transfer_id;
            const key = keyFor({ reject: id, reason });
            const done = await send(
              { id, answer: 'reject', reason, key },
              i18n._(TRANSFER_TEXTS.rejected),
            );
            if (done) setRejecting(null);
          }}
        />
      )}
    </section>
  );
}
