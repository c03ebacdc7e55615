import { api, call } from '@/lib/http';
import { useOfflineQuery } from '@/lib/offline-query';
import { myBookingsCopy } from '../offline-bookings';

export interface CustomerBooking {
  booking_id: number;
  status: 'pending' | 'verified' | 'declined' | 'cancelled' | 'completed';
  page_status: 'past' | 'rejected' | 'accepted' | 'cancelled' | 'pending';
  number_of_people: number;
  message: string;
  created_at: string;
  /** When the vendor accepted or declined, or the customer withdrew; null while pending. */
  decided_at: string | null;
  decline_reason: string | null;
  business: { business_id: number; business_name: string; slug: string; address: string };
  slot: { slot_id: number; date: string; start_time: string; end_time: string };
  event_type: { event_name: string } | null;
  package_selected: { package_name: string; price: number } | null;
}

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
