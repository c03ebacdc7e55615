// The desk's answer to a transfer (docs/product/payments.md#bank-transfer-and-raast): sent at
// once with its Idempotency-Key when there is signal; with none, or when the answer never comes,
// queued in the desk's outbox under that same key ('transfer.answer'), so the server confirms it
// once however often it is sent, and refuses it with its reason when the transfer was answered
// meanwhile (docs/architecture.md#4-offline-model). The list is the server's: the next load
// after the entry is sent shows the answer.
import { type Transfer, transferSchema } from '@baraat/shared/schemas/transfers';
import { database } from '@/lib/db';
import { api, call, toApiError } from '@/lib/http';
import { useWrite } from '@/lib/mutations';
import { defineOutboxKind } from '@/lib/outbox-kinds';
import { enqueue } from '@/lib/outbox-queue';
import { kickOutbox } from '@/lib/outbox-runner';
import { storeAnswering } from '@/lib/store-change';
import { toConfirmKey } from './get-transfers-to-confirm';

type AnswerBody = { reason: string } | undefined;

export const transferAnswerKind = defineOutboxKind<Transfer, AnswerBody>({
  name: 'transfer.answer',
  answer: transferSchema,
  // The desk's list is read from the server, not kept on the device: nothing to settle.
  acknowledged: async () => undefined,
  // Nothing was shown as answered but the row's own "Waiting to sync".
  discarded: async () => undefined,
});

export type TransferAnswer =
  | { id: number; answer: 'confirm'; key: string }
  | { id: number; answer: 'reject'; reason: string; key: string };

export type AnswerOutcome =
  | { sent: true; transfer: Transfer }
  | { sent: false; queued: true }
  | { sent: false; queued: false; reason: string };

const knownOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
const pathOf = (input: TransferAnswer) =>
  input.answer === 'confirm' ? `transfers/${input.id}/confirm` : `transfers/${input.id}/reject`;
const bodyOf = (input: TransferAnswer): AnswerBody =>
  input.answer === 'reject' ? { reason: input.reason } : undefined;

async function queueAnswer(ownerId: number, input: TransferAnswer): Promise<AnswerOutcome> {
  const db = await database();
  const stored = await storeAnswering(db, [db.outbox], async () => {
    if (!(await db.outbox.get(input.key))) {
      await enqueue(db, transferAnswerKind, {
        id: input.key,
        owner_id: ownerId,
        aggregate: `transfer:${input.id}`,
        method: 'PATCH',
        path: pathOf(input),
        body: bodyOf(input),
      });
    }
    return { ok: true as const };
  });
  if (!stored.ok) return { sent: false, queued: false, reason: stored.reason };
  kickOutbox();
  return { sent: false, queued: true };
}

/** PATCH /transfers/{id}/confirm or /reject now, or queued when there is no signal. A refusal throws. */
export async function answerTransfer(
  ownerId: number,
  input: TransferAnswer,
): Promise<AnswerOutcome> {
  if (knownOffline()) return queueAnswer(ownerId, input);
  try {
    const body = bodyOf(input);
    const transfer = await call(() =>
      api
        .patch(pathOf(input), {
          headers: { 'Idempotency-Key': input.key },
          ...(body ? { json: body } : {}),
        })
        .json<Transfer>(),
    );
    return { sent: true, transfer };
  } catch (error) {
    if (toApiError(error).status !== 0) throw error;
    return queueAnswer(ownerId, input);
  }
}

/** A confirmed transfer is a payment of the ledger: `ledger` names the queries it changes. */
export const useAnswerTransfer = (ownerId: number, ledger: readonly (readonly unknown[])[]) =>
  useWrite((input: TransferAnswer) => answerTransfer(ownerId, input), [toConfirmKey, ...ledger]);
