import type {
  ApproveBookingInput,
  DeclineBookingInput,
  OwnerBooking,
} from '@baraat/shared/schemas/business-bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@/lib/http';
import { businessRequestsKey } from './get-business-requests';

/** PATCH /bookings/{id}/approve with the chosen hall or worker. */
export function approveRequest(id: number, body: ApproveBookingInput): Promise<OwnerBooking> {
  return call(() => api.patch(`bookings/${id}/approve`, { json: body }).json<OwnerBooking>());
}

/** PATCH /bookings/{id}/decline with the owner's reason. */
export function declineRequest(id: number, body: DeclineBookingInput): Promise<OwnerBooking> {
  return call(() => api.patch(`bookings/${id}/decline`, { json: body }).json<OwnerBooking>());
}

export function useApproveRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ApproveBookingInput }) =>
      approveRequest(id, body),
    onSettled: () => client.invalidateQueries({ queryKey: businessRequestsKey() }),
  });
}

export function useDeclineRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DeclineBookingInput }) =>
      declineRequest(id, body),
    onSettled: () => client.invalidateQueries({ queryKey: businessRequestsKey() }),
  });
}
