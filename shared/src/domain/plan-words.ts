// How a plan's due date is said (docs/product/weddings.md#the-payment-plan), on the owner's plan,
// in its editor and on the customer's plan alike: "7 days before Mehndi", "on the day of
// Baraat"; and when the event a date followed was declined or withdrawn, the event it follows
// now and why: "1 day after Walima (Wedding declined)", or the booking day with none left.
import { inEnglish, type Say, tx } from '../i18n/text';
import type { PlanDue, WeddingEvent } from '../schemas/wedding-answers';
import type { BookingStatus } from './booking';

type NamedEvent = Pick<WeddingEvent, 'booking_id' | 'event_name' | 'status'>;

/** Why an event no longer carries a date. */
const GONE: Partial<Record<BookingStatus, string>> = {
  declined: tx('({event} declined)'),
  cancelled: tx('({event} withdrawn)'),
};

/** "7 days before Mehndi", "1 day after Walima". */
function daysFrom(days: number, before: boolean, event: string, say: Say): string {
  if (days === 1)
    return before
      ? say(tx('1 day before {event}'), { event })
      : say(tx('1 day after {event}'), { event });
  return before
    ? say(tx('{days} days before {event}'), { days, event })
    : say(tx('{days} days after {event}'), { days, event });
}

/**
 * The words of a due date given as days before or after an event, `followed` being the event
 * it follows now (the answer's `due_event_id`); null for a day given as such. A screen passes
 * its translation as `say` (an event's name is one of the catalog's event types), the server
 * and the tests get English.
 */
export function dueWords(
  due: PlanDue,
  followed: number | null,
  events: readonly NamedEvent[],
  say: Say = inEnglish,
): string | null {
  if ('due_on' in due) return null;
  const nameOf = (event: NamedEvent | undefined) => say(event?.event_name ?? tx('the event'));
  const before = 'before_event_id' in due;
  const anchor = before ? due.before_event_id : due.after_event_id;
  const own = events.find((event) => event.booking_id === anchor);
  const now = events.find((event) => event.booking_id === followed);
  const relative = (event: NamedEvent | undefined) =>
    due.days === 0
      ? say(tx('on the day of {event}'), { event: nameOf(event) })
      : daysFrom(due.days, before, nameOf(event), say);
  if (now && now.booking_id === anchor) return relative(now);
  const why = say((own && GONE[own.status]) ?? GONE.declined!, { event: nameOf(own) });
  return now ? `${relative(now)} ${why}` : say(tx('the day it was booked {why}'), { why });
}
