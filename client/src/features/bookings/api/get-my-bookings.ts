import type { CustomerBooking } from '@baraat/shared/schemas/bookings';
import { api, call } from '@/lib/http';
import { useOfflineQuery } from '@/lib/offline-query';
import { myBookingsCopy } from '../offline-bookings';

/** GET /bookings/my-bookings: the signed-in customer's bookings. */
export function getMyBookings(): Promise<CustomerBooking[]> {
  return call(() => api.get('bookings/my-bookings').json<CustomerBooking[]>());
}

export const myBookingsKey = (userId: number | null) => ['my-bookings', userId] as const;

/** The customer's bookings; offline, the copy saved from the last answer. */
export function useMyBookings(userId: number | null) {
  return useOfflineQuery({
    queryKey: myBookingsKey(userId),
    load: getMyBookings,
    copy: myBookingsCopy(userId ?? 0),
    enabled: userId !== null,
  });
}
