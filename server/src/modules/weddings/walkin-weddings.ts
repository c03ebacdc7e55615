// A walk-in wedding (docs/product/weddings.md#the-owner-answers): a family at the counter books
// several events at once. In one transaction the wedding (no account: the family's name, phone
// and e-mail), each event through the walk-ins' own step (its slot, the hall's rules, stored
// accepted) and the default plan (docs/product/weddings.md#the-payment-plan); the first
// refusal is the answer, naming its event, and nothing is left behind. The route adds the
// Idempotency-Key, so the desk's outbox entry sent again is stored once.

import type { WalkInWedding } from '@baraat/shared/schemas/walkin-weddings';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import type { Step } from '../../db/engine';
import type { OwnedBusiness } from '../../http/owned-business';
import type { DeskAuthor } from '../../policies/actor';
import { activitySteps } from '../activity/service';
import { type WalkInClock, walkInBookingStep } from '../walkins/service';
import { withDefaultPlan } from './create';
import { forEvent, nameOf } from './event-errors';
import { weddingWritesRepo as writes } from './write-repo';

type WalkInEvent = WalkInWedding['events'][number];

/** The event's slot as its refusal names it: its times as given, or the business's slot named. */
function* slotOf(business: OwnedBusiness, event: WalkInEvent) {
  if (event.date && event.start_time && event.end_time) {
    return { date: event.date, start_time: event.start_time, end_time: event.end_time };
  }
  const slot = event.slot_id ? yield* writes.slot(event.slot_id) : undefined;
  return slot?.business_id === business.businessId ? slot : undefined;
}

export function* walkInWeddingStep(
  business: OwnedBusiness,
  author: DeskAuthor,
  input: WalkInWedding,
  clock: WalkInClock,
): Step<Wedding> {
  const weddingId = yield* writes.insert({
    business_id: business.businessId,
    customer_user_id: null,
    title: input.title,
    message: input.description ?? '',
    is_walkin: 1,
    contact_name: input.customer_name,
    contact_phone: input.customer_phone,
    contact_email: input.customer_email,
    booked_on: clock.today,
    now: clock.now,
  });
  for (const [index, event] of input.events.entries()) {
    const named = {
      index,
      name: yield* nameOf(index, event.event_type_id),
      slot: yield* slotOf(business, event),
    };
    yield* forEvent(
      named,
      walkInBookingStep(business, author, { ...event, description: input.description }, clock, {
        wedding_id: weddingId,
        event_type_id: event.event_type_id,
      }),
    );
  }
  yield* activitySteps.wedding(author, business.businessId, 'wedding_logged', weddingId);
  return yield* withDefaultPlan(weddingId, clock.today);
}
