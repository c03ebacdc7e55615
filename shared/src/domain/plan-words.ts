// How a plan's due date is said (docs/product/weddings.md#the-payment-plan), on the owner's plan,
// in its editor and on the customer's plan alike: "7 days before Mehndi", "on the day of
// Baraat"; and when the event a date followed was declined or withdrawn, the event it follows
// now and why: "1 day after Walima (Wedding declined)", or the booking day with none left.
import { fill, tx } from '../i18n/text';
import type { PlanDue, WeddingEvent } from '../schemas/wedding-answers';
import type { BookingStatus } from './booking';

type NamedEvent = Pick<WeddingEvent, 'booking_id' | 'event_name' | 'status'>;

/** Why an event no longer carries a date. */
const GONE: Partial<Record<BookingStatus, string>> = {
  declined: tx('({event} declined)'),
  cancelled: tx('({event} withdrawn)'),
};

/**
 * A sentence as its marked template and its values, each value a word or a sentence of its own,
 * so a screen says it in the reader's language (docs/product/texts.md#urdu) and `spoken` in English.
 */
export type Words = { text: string; values: Record<string, string | number | Words> };

/** The words in English: each template filled, sentences within first. */
export function spoken(words: Words): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(words.values)) {
    values[name] = typeof value === 'object' ? spoken(value) : value;
  }
  return fill(words.text, values);
}

const nameOf = (event: NamedEvent | undefined) => event?.event_name ?? tx('the event');

/** "7 days before Mehndi", "1 day after Walima". */
function daysFrom(days: number, before: boolean, event: string): Words {
  if (days === 1)
    return before
      ? { text: tx('1 day before {event}'), values: { event } }
      : { text: tx('1 day after {event}'), values: { event } };
  return before
    ? { text: tx('{days} days before {event}'), values: { days, event } }
    : { text: tx('{days} days after {event}'), values: { days, event } };
}

/**
 * The words of a due date given as days before or after an event, `followed` being the event
 * it follows now (the answer's `due_event_id`); null for a day given as such. As a template
 * and its values (`spoken` says it in English).
 */
export function dueWordsOf(
  due: PlanDue,
  followed: number | null,
  events: readonly NamedEvent[],
): Words | null {
  if ('due_on' in due) return null;
  const before = 'before_event_id' in due;
  const anchor = before ? due.before_event_id : due.after_event_id;
  const own = events.find((event) => event.booking_id === anchor);
  const now = events.find((event) => event.booking_id === followed);
  const relative = (event: NamedEvent | undefined): Words =>
    due.days === 0
      ? { text: tx('on the day of {event}'), values: { event: nameOf(event) } }
      : daysFrom(due.days, before, nameOf(event));
  if (now && now.booking_id === anchor) return relative(now);
  const why: Words = {
    text: (own && GONE[own.status]) ?? GONE.declined!,
    values: { event: nameOf(own) },
  };
  return now
    ? { text: tx('{when} {why}'), values: { when: relative(now), why } }
    : { text: tx('the day it was booked {why}'), values: { why } };
}

/** The words of a due date (`dueWordsOf`) in English. */
export function dueWords(
  due: PlanDue,
  followed: number | null,
  events: readonly NamedEvent[],
): string | null {
  const words = dueWordsOf(due, followed, events);
  return words && spoken(words);
}
