// Who did what on a desk (docs/product/accounts.md#who-did-what): the kinds of change the
// Activity list names, their words, and the lines an event's details show for who logged or
// answered it. The server writes the summaries by these; the desk reads the same words.

import { todayInPakistan } from './dates';
import { dateOfMoment, formatClock, formatDateTime } from './format';

export const ACTIVITY_KINDS = [
  'walkin_logged',
  'wedding_logged',
  'booking_accepted',
  'booking_declined',
  'booking_changed',
  'wedding_accepted',
  'wedding_declined',
  'slot_added',
  'slots_added',
  'slot_changed',
  'slot_blocked',
  'slot_unblocked',
  'slot_removed',
  'payment_recorded',
  'payment_refunded',
  'hold_expired',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_WORDS: Record<ActivityKind, string> = {
  walkin_logged: 'Walk-in logged',
  wedding_logged: 'Walk-in wedding logged',
  booking_accepted: 'Request accepted',
  booking_declined: 'Request declined',
  booking_changed: 'Booking changed',
  wedding_accepted: 'Wedding accepted',
  wedding_declined: 'Wedding declined',
  slot_added: 'Slot added',
  slots_added: 'Slots added',
  slot_changed: 'Slot changed',
  slot_blocked: 'Slot blocked',
  slot_unblocked: 'Slot unblocked',
  slot_removed: 'Slot removed',
  payment_recorded: 'Payment recorded',
  payment_refunded: 'Payment refunded',
  hold_expired: 'Hold expired',
};

export const ACTIVITY_TEXTS = {
  everyone: 'Everyone',
  loading: 'Loading activity…',
  empty: 'Nothing was done on the desk then.',
  failed: 'Could not load the activity.',
  more: 'Show more',
} as const;

/** "Walk-in logged: Bilal Ahmed, Shalimar Hall, Sat, 12 Dec, 6:00 – 10:00 pm". */
export const activitySummary = (kind: ActivityKind, details: string): string =>
  details ? `${ACTIVITY_WORDS[kind]}: ${details}` : ACTIVITY_WORDS[kind];

/** "by Ali Raza", and "on Sana Malik's device" when a shared tablet acted for them. */
export const activityWho = (who: string, device: string | null): string =>
  device ? `by ${who} on ${device}'s device` : `by ${who}`;

/** A moment as the desk says it: its time alone today, the day and time before (Pakistan). */
export function deskMoment(at: string, now: Date = new Date()): string {
  return dateOfMoment(at) === todayInPakistan(now)
    ? formatClock(at)
    : formatDateTime(at, { dense: true, now });
}

/** What an event's details say of who logged or answered it; null when nobody is named. */
export function loggedByLine(
  booking: {
    is_walkin: boolean;
    status: string;
    created_by: { name: string } | null;
    answered_by: { name: string } | null;
    created_at: string;
    decided_at: string | null;
  },
  now: Date = new Date(),
): string | null {
  if (booking.is_walkin && booking.created_by) {
    return `Walk-in logged by ${booking.created_by.name}, ${deskMoment(booking.created_at, now)}`;
  }
  if (!booking.answered_by || !booking.decided_at) return null;
  const verb = booking.status === 'declined' ? 'Declined' : 'Accepted';
  return `${verb} by ${booking.answered_by.name}, ${deskMoment(booking.decided_at, now)}`;
}
