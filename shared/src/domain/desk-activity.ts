// Who did what on a desk (docs/product/accounts.md#who-did-what): the kinds of change the
// Activity list names, their words, and the lines an event's details show for who logged or
// answered it. The server writes the summaries by these; the desk reads the same words.

import { fill, inEnglish, type Say, tx } from '../i18n/text';
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
  walkin_logged: tx('Walk-in logged'),
  wedding_logged: tx('Walk-in wedding logged'),
  booking_accepted: tx('Request accepted'),
  booking_declined: tx('Request declined'),
  booking_changed: tx('Booking changed'),
  wedding_accepted: tx('Wedding accepted'),
  wedding_declined: tx('Wedding declined'),
  slot_added: tx('Slot added'),
  slots_added: tx('Slots added'),
  slot_changed: tx('Slot changed'),
  slot_blocked: tx('Slot blocked'),
  slot_unblocked: tx('Slot unblocked'),
  slot_removed: tx('Slot removed'),
  payment_recorded: tx('Payment recorded'),
  payment_refunded: tx('Payment refunded'),
  hold_expired: tx('Hold expired'),
};

export const ACTIVITY_TEXTS = {
  everyone: tx('Everyone'),
  loading: tx('Loading activity…'),
  empty: tx('Nothing was done on the desk then.'),
  failed: tx('Could not load the activity.'),
  more: tx('Show more'),
} as const;

/** "Walk-in logged: Bilal Ahmed, Shalimar Hall, Sat, 12 Dec, 6:00 – 10:00 pm". */
export const activitySummary = (kind: ActivityKind, details: string): string =>
  details ? `${ACTIVITY_WORDS[kind]}: ${details}` : ACTIVITY_WORDS[kind];

/** "by Ali Raza", and "on Sana Malik's device" when a shared tablet acted for them. */
export const activityWho = (who: string, device: string | null): string =>
  device
    ? fill(tx("by {who} on {device}'s device"), { who, device })
    : fill(tx('by {who}'), { who });

/** A moment as the desk says it: its time alone today, the day and time before (Pakistan). */
export function deskMoment(at: string, now: Date = new Date()): string {
  return dateOfMoment(at) === todayInPakistan(now)
    ? formatClock(at)
    : formatDateTime(at, { dense: true, now });
}

/** What an event's details say of who logged or answered it, in `say`'s language; null when
 * nobody is named. */
export function loggedByLine(
  booking: {
    is_walkin: boolean;
    status: string;
    created_by: { name: string } | null;
    answered_by: { name: string } | null;
    created_at: string;
    decided_at: string | null;
  },
  say: Say = inEnglish,
  now: Date = new Date(),
): string | null {
  if (booking.is_walkin && booking.created_by) {
    return say(tx('Walk-in logged by {name}, {when}'), {
      name: booking.created_by.name,
      when: deskMoment(booking.created_at, now),
    });
  }
  if (!booking.answered_by || !booking.decided_at) return null;
  const values = { name: booking.answered_by.name, when: deskMoment(booking.decided_at, now) };
  return booking.status === 'declined'
    ? say(tx('Declined by {name}, {when}'), values)
    : say(tx('Accepted by {name}, {when}'), values);
}
