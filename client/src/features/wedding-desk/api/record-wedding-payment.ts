// A payment against a wedding (docs/product/weddings.md#payments-of-a-wedding): sent at once
// with its Idempotency-Key when there is signal; with none, or when the answer never comes,
// queued in the desk's outbox under that same key ('wedding.payment'), so however often it is
// sent the server stores it once (docs/architecture.md#4-offline-model). Nothing is shown as
// recorded before the server has it: the page lists the queued ones as waiting to sync.

import { type Wedding, weddingSchema } from '@baraat/shared/schemas/wedding-answers';
import type { RecordWeddingPayment } from '@baraat/shared/schemas/weddings';
import { database } from '@/lib/db';
import { api, call, toApiError } from '@/lib/http';
import { defineOutboxKind } from '@/lib/outbox-kinds';
import { enqueue } from '@/lib/outbox-queue';
import { kickOutbox } from '@/lib/outbox-runner';
import { storeAnswering } from '@/lib/store-change';
import { savedWeddingKey } from './get-wedding';

export const weddingPaymentKind = defineOutboxKind<Wedding, RecordWeddingPayment>({
  name: 'wedding.payment',
  answer: weddingSchema,
  acknowledged: async (db, entry, wedding) => {
    await db.weddings.put({
      key: savedWeddingKey(entry.owner_id, wedding.wedding_id),
      owner_id: entry.owner_id,
      wedding,
      saved_at: Date.now(),
    });
  },
  // Nothing was shown as recorded: dropping the entry is all there is to undo.
  discarded: async () => undefined,
});

export const weddingPaymentsPath = (weddingId: number) => `weddings/${weddingId}/payments`;

export type PaymentOutcome =
  | { sent: true; wedding: Wedding }
  | { sent: false; queued: true }
  | { sent: false; queued: false; reason: string };

const knownOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Queues the payment under `key` (once: the same key queued again is the same entry). */
async function queuePayment(
  ownerId: number,
  weddingId: number,
  payment: RecordWeddingPayment,
  key: string,
): Promise<PaymentOutcome> {
  const db = await database();
  const stored = await storeAnswering(db, [db.outbox], async () => {
    if (!(await db.outbox.get(key))) {
      await enqueue(db, weddingPaymentKind, {
        id: key,
        owner_id: ownerId,
        aggregate: `wedding:${weddingId}`,
        method: 'POST',
        path: weddingPaymentsPath(weddingId),
        body: payment,
      });
    }
    return { ok: true as const };
  });
  if (!stored.ok) return { sent: false, queued: false, reason: stored.reason };
  kickOutbox();
  return { sent: false, queued: true };
}

/** Records the payment now, or queues it when there is no signal. A refusal throws. */
export async function recordWeddingPayment(
  ownerId: number,
  weddingId: number,
  payment: RecordWeddingPayment,
  key: string,
): Promise<PaymentOutcome> {
  if (knownOffline()) return queuePayment(ownerId, weddingId, payment, key);
  try {
    const wedding = await call(() =>
      api
        .post(weddingPaymentsPath(weddingId), {
          json: payment,
          headers: { 'Idempotency-Key': key },
        })
        .json<Wedding>(),
    );
    return { sent: true, wedding };
  } catch (error) {
    if (toApiError(error).status !== 0) throw error;
    return queuePayment(ownerId, weddingId, payment, key);
  }
}
