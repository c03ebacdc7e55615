import type { BookingDetailsInput, OwnerBooking } from '@baraat/shared/schemas/business-bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/http';
import { businessRequestsKey } from './get-business-requests';

/** PATCH /bookings/{id}/assign-hall or /assign-worker: a new hall or worker on a booking. */
export function assignResource(id: number, kind: 'hall' | 'worker', resourceId: number) {
  const json = kind === 'hall' ? { hall_id: resourceId } : { worker_id: resourceId };
  return call(() => api.patch(`bookings/${id}/assign-${kind}`, { json }).json<OwnerBooking>());
}

/** PATCH /bookings/{id}/details: guests, message, package, and notes on accepted ones. */
export function updateRequestDetails(id: number, body: BookingDetailsInput) {
  return call(() => api.patch(`bookings/${id}/details`, { json: body }).json<OwnerBooking>());
}

export function useAssignResource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; kind: 'hall' | 'worker'; resourceId: number }) =>
      assignResource(input.id, input.kind, input.resourceId),
    onSettled: () => client.invalidateQueries({ queryKey: businessRequestsKey() }),
  });
}

export function useUpdateRequestDetails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: BookingDetailsInput }) =>
      updateRequestDetails(id, body),
    onSettled: () => client.invalidateQueries({ queryKey: businessRequestsKey() }),
  });
}
