// The booking lifecycle as one table of named transitions, checked in one place (spec 001 §4,
// 002 §4; CONVENTIONS: Sharetribe). Stored statuses: pending, verified, declined, cancelled,
// completed.
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
} as const satisfies Record<string, Transition>;

export type BookingTransition = keyof typeof BOOKING_TRANSITIONS;

export function canTransition(status: BookingStatus, transition: BookingTransition): boolean {
  return (BOOKING_TRANSITIONS[transition].from as readonly BookingStatus[]).includes(status);
}

/** A booking that holds its slot: no second one may (one accepted booking per slot). */
export const HOLDS_SLOT: readonly BookingStatus[] = ['verified', 'completed'];

/** The customer dashboard's word (001 §4): declined, confirmed or pending; completed in Manage. */
export function dashboardStatus(
  status: BookingStatus,
): 'pending' | 'confirmed' | 'declined' | 'completed' | 'cancelled' {
  if (status === 'verified') return 'confirmed';
  return status;
}

/** Manage Bookings' word (001 §4): the dashboard's, and confirmed becomes completed once the
 * slot date is before today. */
export function manageStatus(status: BookingStatus, slotDate: string, today: string) {
  const word = dashboardStatus(status);
  return word === 'confirmed' && slotDate < today ? 'completed' : word;
}

/** The standalone bookings page's word (001 §4): past, rejected, accepted, cancelled, pending. */
export function bookingsPageStatus(status: BookingStatus, slotDate: string, today: string) {
  if (slotDate < today) return 'past';
  if (status === 'declined') return 'rejected';
  if (status === 'verified' || status === 'completed') return 'accepted';
  if (status === 'cancelled') return 'cancelled';
  return 'pending';
}

/** How far ahead a booking may be made (001 §5: the date picker's maximum). */
export const BOOKING_WINDOW_MONTHS = 6;

export const PEOPLE_MIN = 'Number of people must be at least 1';

/** A guest count the server takes: a whole number, at least 1 (001 §5). */
export function isPeopleCount(value: string): boolean {
  const people = Number(value);
  return value.trim() !== '' && Number.isInteger(people) && people >= 1;
}
