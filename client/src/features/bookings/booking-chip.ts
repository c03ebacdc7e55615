import type { CustomerBooking } from './api/get-my-bookings';

export const BOOKING_CHIPS = ['all', 'pending', 'confirmed', 'declined'] as const;
export type BookingChip = (typeof BOOKING_CHIPS)[number];

/** The dashboard's word for a booking (001 §4): declined, confirmed, else pending. */
export function chipOf(booking: CustomerBooking): BookingChip | 'other' {
  if (booking.status === 'declined') return 'declined';
  if (booking.status === 'verified' || booking.status === 'completed') return 'confirmed';
  if (booking.status === 'pending') return 'pending';
  return 'other';
}
