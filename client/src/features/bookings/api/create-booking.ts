import type { CreateBookingInput, CreateBookingResponse } from '@baraat/shared/schemas/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api, call } from '@/lib/http';
import { vendorSlotsKey } from './get-vendor-slots';

/** POST /bookings; the outbox's entry id (or a fresh one) goes as the Idempotency-Key. */
export function createBooking(input: CreateBookingInput, key = crypto.randomUUID()) {
  return call(() =>
    api
      .post('bookings', { json: input, headers: { 'Idempotency-Key': key } })
      .json<CreateBookingResponse>(),
  );
}

/**
 * A request for one of the vendor's times on `date`. Taken meanwhile (409): the times saved
 * for that day are wrong, so they are dropped and asked for afresh when shown again.
 */
export function useCreateBooking(vendorId: number | null, date: string) {
  const client = useQueryClient();
  return useMutation<CreateBookingResponse, ApiError, CreateBookingInput>({
    mutationFn: (input) => createBooking(input),
    onError: (error) => {
      if (error.status === 409) client.removeQueries({ queryKey: vendorSlotsKey(vendorId, date) });
    },
  });
}
