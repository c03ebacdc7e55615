import type { CreateBookingInput, CreateBookingResponse } from '@baraat/shared/schemas/bookings';
import { api, call } from '@/lib/http';

/** POST /bookings; the outbox's entry id (or a fresh one) goes as the Idempotency-Key. */
export function createBooking(input: CreateBookingInput, key = crypto.randomUUID()) {
  return call(() =>
    api
      .post('bookings', { json: input, headers: { 'Idempotency-Key': key } })
      .json<CreateBookingResponse>(),
  );
}
