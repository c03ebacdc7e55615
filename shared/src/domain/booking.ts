// The booking lifecycle as one table of named transitions, checked in one place
// (docs/product/booking.md#the-booking-lifecycle; the shape learnt from Sharetribe). Stored statuses: pending, verified, declined, cancelled,
// completed.
import { tx } from '../i18n/text';

export const BOOKING_STATUSES = [
  'pending',
  'verified',
  'declined',
  'cancelled',
  'completed',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export type BookingActor = 'customer' | 'owner' | 'system';

interface Transition {
  from: readonly BookingStatus[];
  to: BookingStatus;
  by: BookingActor;
}

export const BOOKING_TRANSITIONS = {
  /** The owner accepts a request: the slot is reserved for it. */
  accept: { from: ['pending'], to: 'verified', by: 'owner' },
  /** The owner declines a request, optionally saying why. */
  decline: { from: ['pending'], to: 'declined', by: 'owner' },
  /** The customer withdraws a request the owner has not answered yet. */
  cancel: { from: ['pending'], to: 'cancelled', by: 'customer' },
  /** An accepted booking whose date has passed. */
  complete: { from: ['verified'], to: 'completed', by: 'system' },
  /** An accepted booking whose hold passed with its advance unpaid
   * (docs/product/payments.md#holding-a-date): its slot and hall are free again. */
  expire: { from: ['verified'], to: 'cancelled', by: 'system' },
  /** The owner accepts again a booking whose hold expired, while its hall is free; only such a
   * cancelled booking (one with a deadline kept on it) may be. */
  acceptAgain: { from: ['cancelled'], to: 'verified', by: 'owner' },
} as const satisfies Record<string, Transition>;

export type BookingTransition = keyof typeof BOOKING_TRANSITIONS;

export function canTransition(status: BookingStatus, transition: BookingTransition): boolean {
  return (BOOKING_TRANSITIONS[transition].from as readonly BookingStatus[]).includes(status);
}

/**
 * The statuses of a booking that holds its slot, and its hall or team: accepted, and completed
 * once its day has passed. No second booking may hold them. Code asks `holdsSlot`; SQL reads
 * the `slot_holding_bookings` view (migration 0027), the same rule.
 */
export const HOLDS_SLOT = ['verified', 'completed'] as const satisfies readonly BookingStatus[];
export type HoldingStatus = (typeof HOLDS_SLOT)[number];

const HOLDING: ReadonlySet<string> = new Set(HOLDS_SLOT);

/** Whether a booking with this status holds its slot (and its hall or team). */
export function holdsSlot(status: string): status is HoldingStatus {
  return HOLDING.has(status);
}

// The words each customer screen shows for a booking (docs/product/booking.md#the-booking-lifecycle), computed here and nowhere else:
// the server sends them, the client filters and labels with them.

/** The customer dashboard's word before any date rule; `completed` is the stored status. */
export const DASHBOARD_STATUSES = [
  'pending',
  'confirmed',
  'declined',
  'completed',
  'cancelled',
] as const;
export type DashboardStatus = (typeof DASHBOARD_STATUSES)[number];

export function dashboardStatus(status: BookingStatus): DashboardStatus {
  if (status === 'verified') return 'confirmed';
  return status;
}

/** The dashboard's filter chips (docs/product/booking.md#the-booking-lifecycle: "confirmed if is_verified", so completed counts). */
export const DASHBOARD_CHIPS = ['all', 'pending', 'confirmed', 'declined'] as const;
export type DashboardChip = (typeof DASHBOARD_CHIPS)[number];

/** A booking's chip: declined, confirmed (verified or completed), pending, or cancelled. */
export function dashboardChip(status: BookingStatus): Exclude<DashboardChip, 'all'> | 'cancelled' {
  const word = dashboardStatus(status);
  return word === 'completed' ? 'confirmed' : word;
}

/** Manage Bookings' filters and word: the dashboard's, and confirmed becomes completed once
 * the slot date is before today. */
export const MANAGE_FILTERS = ['all', 'pending', 'confirmed', 'declined', 'completed'] as const;
export type ManageFilter = (typeof MANAGE_FILTERS)[number];

export function manageStatus(status: BookingStatus, slotDate: string, today: string) {
  const word = dashboardStatus(status);
  return word === 'confirmed' && slotDate < today ? 'completed' : word;
}
export type ManageStatus = ReturnType<typeof manageStatus>;

/** How many bookings have each manage word, and in all: Manage Bookings' stats and
 * `GET /api/bookings/stats` (docs/product/booking.md#calls). */
export function countManageStatuses(
  bookings: readonly { status: BookingStatus; date: string }[],
  today: string,
): Record<ManageStatus | 'total', number> {
  const counts = { total: 0, pending: 0, confirmed: 0, declined: 0, completed: 0, cancelled: 0 };
  for (const booking of bookings) {
    counts.total += 1;
    counts[manageStatus(booking.status, booking.date, today)] += 1;
  }
  return counts;
}

/** The standalone bookings page's word (docs/product/booking.md#the-booking-lifecycle): past, rejected, accepted, cancelled, pending. */
export const BOOKINGS_PAGE_STATUSES = [
  'past',
  'rejected',
  'accepted',
  'cancelled',
  'pending',
] as const;
export type BookingsPageStatus = (typeof BOOKINGS_PAGE_STATUSES)[number];

export function bookingsPageStatus(
  status: BookingStatus,
  slotDate: string,
  today: string,
): BookingsPageStatus {
  if (slotDate < today) return 'past';
  if (status === 'declined') return 'rejected';
  if (holdsSlot(status)) return 'accepted';
  if (status === 'cancelled') return 'cancelled';
  return 'pending';
}

/** The standalone page's filters, from its path /customers/bookings/{status} (docs/product/discovery.md#the-customer-screens). */
export const BOOKINGS_PAGE_FILTERS = [
  'all',
  'pending',
  'approved',
  'rejected',
  'past',
  'completed',
  'cancelled',
] as const;
export type BookingsPageFilter = (typeof BOOKINGS_PAGE_FILTERS)[number];

/** Took place: completed by the upkeep, or accepted with its date already past. */
export function isCompletedBooking(status: BookingStatus, slotDate: string, today: string) {
  return status === 'completed' || (status === 'verified' && slotDate < today);
}

export function matchesBookingsPageFilter(
  filter: BookingsPageFilter,
  status: BookingStatus,
  slotDate: string,
  today: string,
): boolean {
  if (filter === 'all') return true;
  if (filter === 'completed') return isCompletedBooking(status, slotDate, today);
  const word = bookingsPageStatus(status, slotDate, today);
  return filter === 'approved' ? word === 'accepted' : word === filter;
}

/** Every word above as the customer's screens print it (docs/product/texts.md#status-labels). */
export const BOOKING_STATUS_LABEL: Record<DashboardStatus | BookingsPageStatus, string> = {
  pending: tx('Pending'),
  confirmed: tx('Confirmed'),
  declined: tx('Declined'),
  completed: tx('Completed'),
  cancelled: tx('Cancelled'),
  past: tx('Past'),
  rejected: tx('Rejected'),
  accepted: tx('Accepted'),
};

/** A filter of the customer's lists by those words: All, or the word's label. */
export const bookingFilterLabel = (name: 'all' | keyof typeof BOOKING_STATUS_LABEL): string =>
  name === 'all' ? tx('All') : BOOKING_STATUS_LABEL[name];

/** A stored status as the owner's screens print it (Booking Requests, a wedding's events): the
 * spec's Verified for an accepted request, Withdrawn for one its customer took back
 * (docs/product/texts.md#status-labels). */
export const REQUEST_STATUS_LABEL: Record<BookingStatus, string> = {
  pending: tx('Pending'),
  verified: tx('Verified'),
  declined: tx('Declined'),
  cancelled: tx('Withdrawn'),
  completed: tx('Completed'),
};

/** How far ahead a booking may be made (docs/product/discovery.md#filters-and-their-fallbacks: the date picker's maximum). */
export const BOOKING_WINDOW_MONTHS = 6;

export const PEOPLE_MIN = tx('Number of people must be at least 1');

/** A guest count the server takes: a whole number, at least 1 (docs/product/discovery.md#filters-and-their-fallbacks). */
export function isPeopleCount(value: string): boolean {
  const people = Number(value);
  return value.trim() !== '' && Number.isInteger(people) && people >= 1;
}
