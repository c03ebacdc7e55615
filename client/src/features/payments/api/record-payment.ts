// A booking's payment (docs/product/payments.md#recording-a-payment): sent at once with its
// Idempotency-Key, or queued in the desk's outbox under that same key ('booking.payment') when
// there is no signal (lib/outbox-send.ts), as a wedding's is. A cash advance taken that way
// after the hold expired may come back refused once the date was taken
// (docs/product/payments.md#holding-a-date). The lists are the server's: they are read again
// once the server has the payment.
import { type Payment, paymentSchema, type RecordPayment } from '@baraat/shared/schemas/payments';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { defineOutboxKind } from '@/lib/outbox-kinds';
import { enqueue } from '@/lib/outbox-queue';
import { sendOrQueue } from '@/lib/outbox-send';
import { refreshPayments } from './get-receivables';

export const bookingPaymentKind = defineOutboxKind<Payment, RecordPayment>({
  name: 'booking.payment',
  answer: paymentSchema,
  // The desk's lists are read from the server, not kept on the device: nothing to settle.
  acknowledged: async () => undefined,
  // Nothing was shown as recorded but the entry's own "Waiting to sync".
  discarded: async () => undefined,
});

/** Where a booking's payment goes, under /api/. */
export const BOOKING_PAYMENTS_PATH = 'payments';

/** The owner records a payment received, now or once the signal returns. A refusal throws. */
export const recordPayment = (ownerId: number, payment: RecordPayment, key: string) =>
  sendOrQueue<Payment>({
    key,
    send: (idempotencyKey) =>
      api
        .post(BOOKING_PAYMENTS_PATH, {
          json: payment,
          headers: { 'Idempotency-Key': idempotencyKey },
        })
        .json<Payment>(),
    queue: (db, id) =>
      enqueue(db, bookingPaymentKind, {
        id,
        owner_id: ownerId,
        aggregate: `booking:${payment.booking_id}`,
        method: 'POST',
        path: BOOKING_PAYMENTS_PATH,
        body: payment,
      }),
  });

/** recordPayment, the lists it changes read again once the server has it. */
export function useRecordPayment(ownerId: number) {
  const client = useQueryClient();
  return async (payment: RecordPayment, key: string) => {
    const outcome = await recordPayment(ownerId, payment, key);
    if (outcome.sent) await refreshPayments(client, ownerId);
    return outcome;
  };
}
