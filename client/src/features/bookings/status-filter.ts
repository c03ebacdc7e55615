import type { CustomerBooking } from './api/get-my-bookings';

// The standalone bookings page's filters (001 §2): /customers/bookings/{status}.
export const BOOKING_FILTERS = [
  'all',
  'pending',
  'approved',
  'rejected',
  'past',
  'completed',
  'cancelled',
] as const;
export type BookingFilter = (typeof BOOKING_FILTERS)[number];

export const PAGE_STATUS_LABEL: Record<CustomerBooking['page_status'], string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  past: 'Past',
};

export function toFilter(param: string | undefined): BookingFilter {
  return (BOOKING_FILTERS as readonly string[]).includes(param ?? '')
    ? (param as BookingFilter)
    : 'all';
}

export function matchesFilter(booking: CustomerBooking, filter: BookingFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'approved':
      return booking.page_status === 'accepted';
    case 'completed':
      return (
        booking.status === 'completed' ||
        (booking.status === 'verified' && booking.page_status === 'past')
      );
    default:
      return booking.page_status === filter;
  }
}
