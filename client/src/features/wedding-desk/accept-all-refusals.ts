// Accept all's refusal placed where the owner looks (docs/product/weddings.md#accept-all): the
// server lists every refused event at once, each issue on its event's place in the request's
// `events` (`loc: ["body", "events", 1, "hall_id"]`); the dialog sent the pending events in
// their order, so place i is the i-th pending event. What names no event stays in the summary.
import type { WeddingEvent } from '@baraat/shared/schemas/wedding-answers';
import { plural, t } from '@lingui/core/macro';
import type { ApiError } from '@/lib/http';

export interface PlacedRefusals {
  /** Booking id → the event's refusal (its issues' texts, joined). */
  byEvent: Record<number, string>;
  /** The sentence beside the button: how many were refused, and what names no event. */
  summary: string;
}

/** "Nothing was accepted: 2 events were refused, each with its reason below.", in the reader's
 * language. */
export const refusedSummary = (count: number) =>
  t`Nothing was accepted: ${plural(count, { one: '# event was', other: '# events were' })} refused, each with its reason below.`;

export function placeRefusals(error: ApiError, events: readonly WeddingEvent[]): PlacedRefusals {
  const byEvent: Record<number, string> = {};
  const elsewhere: string[] = [];
  for (const issue of error.issues) {
    const [, list, place] = issue.loc;
    const event = list === 'events' && typeof place === 'number' ? events[place] : undefined;
    if (event) {
      const before = byEvent[event.booking_id];
      byEvent[event.booking_id] = before ? `${before} ${issue.msg}` : issue.msg;
    } else {
      elsewhere.push(issue.msg);
    }
  }
  const count = Object.keys(byEvent).length;
  const rest = error.issues.length > 0 ? elsewhere : [error.detail ?? error.message];
  return { byEvent, summary: [count > 0 ? refusedSummary(count) : '', ...rest].join(' ').trim() };
}
