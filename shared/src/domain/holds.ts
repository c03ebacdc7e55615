// Holding a date (docs/product/payments.md#holding-a-date): an accepted booking's or wedding's
// deadline for its advance, and the state both sides read beside the stored status. The
// server sets and clears the deadline; everyone computes the state and the words here.
import { fill, inEnglish, type Say, tx } from '../i18n/text';
import { type BookingStatus, canTransition, holdsSlot } from './booking';
import { addDays, todayInPakistan } from './dates';
import { formatDateTime } from './format';

/** The hold period a business starts with, in days; 0 means no deadline. */
export const HOLD_DAYS_DEFAULT = 3;
export const HOLD_DAYS_MAX = 30;
/** The advance a single booking owes by default: this percentage of its total. */
export const ADVANCE_PERCENT_DEFAULT = 30;

export const HOLD_STATES = ['held', 'confirmed', 'expired', 'none'] as const;
export type HoldState = (typeof HOLD_STATES)[number];

export const HOLD_TEXTS = {
  confirmed: tx('Confirmed'),
  holdFor: tx('Hold for (days)'),
  holdForHint: tx('0 means accepted bookings are never held.'),
  acceptHint: tx("Leave blank for the business's hold period; 0 means not held."),
  saved: tx('Hold period saved'),
  saveFailed: tx('Could not save the hold period. Please try again.'),
  daysWhole: tx('Hold period must be a whole number of days'),
  daysMin: tx('Hold period must be at least 0 days'),
  daysMax: fill(tx('Hold period must be at most {max} days'), { max: HOLD_DAYS_MAX }),
  advanceWhole: tx('Advance must be a whole percentage'),
  advanceRange: tx('Advance must be from 0 to 100 percent'),
  expiredTitle: tx('Hold expired'),
  dayBeforeTitle: tx('Advance due tomorrow'),
  dueDayTitle: tx('Advance due today'),
  /** An advance synced after its hold expired, the date taken meanwhile (a 409's detail). */
  takenAfterExpiry: tx(
    "This booking's hold expired and its date was taken: settle the advance with the customer.",
  ),
} as const;

/** The advance a single booking owes: `percent` of its total, rounded up to a whole rupee. */
export function advanceDue(total: number, percent: number = ADVANCE_PERCENT_DEFAULT): number {
  if (total <= 0 || percent <= 0) return 0;
  return Math.ceil((total * percent) / 100);
}

/** The deadline of a hold given at `acceptedAt` (ISO) for `days`; null when there is none. */
export function holdUntil(acceptedAt: string, days: number): string | null {
  if (days <= 0) return null;
  return new Date(new Date(acceptedAt).getTime() + days * 86_400_000).toISOString();
}

export interface HoldFacts {
  status: string;
  hold_until: string | null;
  /** What is paid, less refunds, and the advance due; left out, a stored deadline is unpaid
   * (the server clears it when the advance is paid). */
  paid?: number | undefined;
  advance_due?: number | undefined;
}

/**
 * held: accepted, the deadline ahead, the advance not yet paid; confirmed: accepted (or
 * completed) with the advance paid or no deadline; expired: cancelled when its deadline passed
 * (the deadline stays on it), or accepted with the deadline passed unpaid, which the upkeep is
 * about to cancel; none: pending, declined or withdrawn.
 */
export function holdState(facts: HoldFacts, now: Date = new Date()): HoldState {
  const { status, hold_until } = facts;
  if (status === 'cancelled') return hold_until ? 'expired' : 'none';
  if (status === 'completed') return 'confirmed';
  if (status !== 'verified') return 'none';
  const paidUp =
    facts.paid !== undefined && facts.advance_due !== undefined && facts.paid >= facts.advance_due;
  if (!hold_until || paidUp) return 'confirmed';
  return new Date(hold_until).getTime() > now.getTime() ? 'held' : 'expired';
}

/** "Held until Sat, 5 Dec 2026, 6:00 pm", in `say`'s language. */
export const heldUntilText = (holdUntilAt: string, say: Say = inEnglish): string =>
  say(tx('Held until {time}'), { time: formatDateTime(holdUntilAt) });

/** The reason an expired booking is cancelled with. */
export const holdExpiredReason = (holdUntilAt: string): string =>
  fill(tx('Hold expired: the advance was not paid by {time}'), {
    time: formatDateTime(holdUntilAt),
  });

/** A hold's words on a screen: "Held until …", "Confirmed", or none. */
export function holdLabel(
  state: HoldState,
  holdUntilAt: string | null,
  say: Say = inEnglish,
): string | null {
  if (state === 'held' && holdUntilAt) return heldUntilText(holdUntilAt, say);
  if (state === 'confirmed') return say(HOLD_TEXTS.confirmed);
  return null;
}

export const HOLD_REMINDER_KINDS = ['day_before', 'due_day'] as const;
export type HoldReminderKind = (typeof HOLD_REMINDER_KINDS)[number];

/** The reminder a hold ending at `holdUntilAt` is owed at `now`: on the deadline's day
 * (Pakistan's date), the day before, or none. */
export function holdReminderDue(holdUntilAt: string, now: Date): HoldReminderKind | null {
  const today = todayInPakistan(now);
  const day = todayInPakistan(new Date(holdUntilAt));
  if (new Date(holdUntilAt).getTime() <= now.getTime()) return null;
  if (today === day) return 'due_day';
  if (addDays(today, 1) === day) return 'day_before';
  return null;
}

/** A hold period as typed (the Settings and the Accept dialog): its days, or its message. */
export function holdDaysProblem(value: number): string | null {
  if (!Number.isInteger(value)) return HOLD_TEXTS.daysWhole;
  if (value < 0) return HOLD_TEXTS.daysMin;
  if (value > HOLD_DAYS_MAX) return HOLD_TEXTS.daysMax;
  return null;
}

/** A hold as the answers carry it: the deadline and the state at `now`. */
export const holdOf = (
  facts: HoldFacts,
  now: Date = new Date(),
): { hold_until: string | null; hold: HoldState } => ({
  hold_until: facts.hold_until,
  hold: holdState(facts, now),
});

/** Whether the owner may accept a booking: a request, or one whose hold expired (a cancelled
 * booking with its deadline kept on it). */
export const mayAccept = (status: BookingStatus, holdUntilAt: string | null): boolean =>
  canTransition(status, 'accept') || (canTransition(status, 'acceptAgain') && holdUntilAt !== null);

/** A wedding's hold, held as a whole: while an event is accepted, held until its first
 * instalment is paid; expired once its events were cancelled at its deadline. */
export function weddingHoldState(
  wedding: {
    hold_until: string | null;
    events: readonly { status: string }[];
    plan: readonly { status: string }[];
  },
  now: Date = new Date(),
): HoldState {
  const { hold_until, events, plan } = wedding;
  if (!events.some((event) => holdsSlot(event.status))) {
    return hold_until && events.some((event) => event.status === 'cancelled') ? 'expired' : 'none';
  }
  const first = plan[0];
  const paid = first?.status === 'paid' ? 1 : 0;
  return holdState({ status: 'verified', hold_until, paid, advance_due: first ? 1 : 0 }, now);
}

/** A hold period as typed in a box: blank is none given (the default), else its days or its
 * message. */
export function parseHoldDays(text: string): { days?: number; error?: string } {
  if (text.trim() === '') return {};
  const days = Number(text);
  const error = Number.isNaN(days) ? HOLD_TEXTS.daysWhole : holdDaysProblem(days);
  return error ? { error } : { days };
}
