// To confirm (docs/product/payments.md#bank-transfer-and-raast): the customers' transfers waiting
// for the desk, each with its receipt photo to view, Confirm (recorded in the ledger) and
// Reject with a reason. A table on a wide screen, a card per transfer on a phone.
import { dateOfMoment, formatDate, formatPkr } from '@baraat/shared/domain/format';
import { PAYMENT_METHOD_LABELS } from '@baraat/shared/schemas/payments';
import { TRANSFER_TEXTS, type Transfer } from '@baraat/shared/schemas/transfers';
import { useState } from 'react';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { toApiError } from '@/lib/http';
import { showToast } from '@/lib/toasts';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { type TransferAnswer, useAnswerTransfer } from '../api/answer-transfer';
import { useTransfersToConfirm } from '../api/get-transfers-to-confirm';
import { ProofDialog, RejectDialog } from './answer-dialogs';

const whatFor = (transfer: Transfer) =>
  transfer.wedding_title ??
  `${transfer.service_name ?? 'Booking'}${transfer.event_date ? ` · ${formatDate(transfer.event_date)}` : ''}`;

export function ToConfirm({
  ownerId,
  ledger,
}: {
  ownerId: number;
  ledger: readonly (readonly unknown[])[];
}) {
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
        showToast('info', TRANSFER_TEXTS.answerQueued);
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
      'Payment recorded',
    );

  return (
    <section className="to-confirm" aria-labelledby="to-confirm-title">
      <h3 id="to-confirm-title">To confirm</h3>
      <p className="muted">
        Transfers customers sent you directly. Baraat never holds their money.
      </p>
      {waiting.isPending ? (
        <Spinner label="Loading transfers..." />
      ) : waiting.isError ? (
        <RetryAlert onRetry={() => void waiting.refetch()}>{waiting.error.message}</RetryAlert>
      ) : waiting.data.length === 0 ? (
        <p className="muted">{TRANSFER_TEXTS.noneToConfirm}</p>
      ) : (
        <table className="data-table card-table">
          <thead>
            <tr>
              <th scope="col">Sent</th>
              <th scope="col">Customer</th>
              <th scope="col">For</th>
              <th scope="col">Method</th>
              <th scope="col">Transaction ID</th>
              <th scope="col">Amount</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {waiting.data.map((transfer) => (
              <tr key={transfer.transfer_id}>
                <td data-label="Sent">{formatDate(dateOfMoment(transfer.created_at))}</td>
                <td data-label="Customer">{transfer.customer_name}</td>
                <td data-label="For">{whatFor(transfer)}</td>
                <td data-label="Method">{PAYMENT_METHOD_LABELS[transfer.method]}</td>
                <td data-label="Transaction ID">{transfer.reference}</td>
                <td data-label="Amount">{formatPkr(transfer.amount)}</td>
                <td data-label="Actions" className="card-table-actions">
                  <div className="button-row">
                    <button
                      type="button"
                      className="button button-small button-secondary"
                      onClick={() => setViewing(transfer)}
                    >
                      View receipt
                    </button>
                    {queued.has(transfer.transfer_id) ? (
                      <span className="status status-pending">Waiting to sync</span>
                    ) : (
                      <>
                        <button
                          type="button"
                          className="button button-small"
                          disabled={answer.isPending}
                          onClick={() => void confirm(transfer)}
                        >
                          Confirm
                        </button>
                        <button
                          type="button"
                          className="button button-small button-danger"
                          onClick={() => setRejecting(transfer)}
                        >
                          Reject
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
            const done = await send({ id, answer: 'reject', reason, key }, TRANSFER_TEXTS.rejected);
            if (done) setRejecting(null);
          }}
        />
      )}
    </section>
  );
}
