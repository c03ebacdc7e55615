// A payment against a wedding (docs/product/weddings.md#payments-of-a-wedding): sent at once
// with its Idempotency-Key, or queued in the desk's outbox under that same key
// ('wedding.payment') when there is no signal (lib/outbox-send.ts). Nothing is shown as
// recorded before the server has it: the page lists the queued ones as waiting to sync.

import { type Wedding, weddingSchema } from '@baraat/shared/schemas/wedding-answers';
import type { RecordWeddingPayment } from '@baraat/shared/schemas/weddings';
import { api } from '@/lib/http';
import { defineOutboxKind } from '@/lib/outbox-kinds';
import { enqueue } from '@/lib/outbox-queue';
import { sendOrQueue } from '@/lib/outbox-send';
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

/** Records the payment now, or queues it when there is no signal. A refusal throws. */
export const recordWeddingPayment = (
  ownerId: number,
  weddingId: number,
  payment: RecordWeddingPayment,
  key: string,
) =>
  sendOrQueue<Wedding>({
    key,
    send: (idempotencyKey) =>
      api
        .post(weddingPaymentsPath(weddingId), {
          json: payment,
          headers: { 'Idempotency-Key': idempotencyKey },
        })
        .json<Wedding>(),
    queue: (db, id) =>
      enqueue(db, weddingPaymentKind, {
        id,
        owner_id: ownerId,
        aggregate: `wedding:${weddingId}`,
        method: 'POST',
        path: weddingPaymentsPath(weddingId),
        body: payment,
      }),
  });
