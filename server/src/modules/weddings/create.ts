// A customer books a wedding (docs/product/weddings.md#a-wedding-groups-events): its events,
// all of one business, each through the single booking's own checks and insert, in one
// transaction with the wedding and its default plan (docs/product/weddings.md#the-payment-plan).
// The first refusal is the answer, naming its event and slot, and nothing is left behind. The
// owner is told once per event, as a request of its own (the bookings' notification).
import { defaultPlan } from '@baraat/shared/domain/payment-plan';
import { BOOKING_ERRORS } from '@baraat/shared/schemas/bookings';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import { type CreateWedding, WEDDING_TEXTS } from '@baraat/shared/schemas/weddings';
import type { Step } from '../../db/engine';
import type { AuthUser } from '../../http/context';
import { fieldError, notFound } from '../../http/errors';
import { type RequestClock, requestStep } from '../bookings/service';
import type { DomainEventSteps } from '../notifications/events-service';
import { eventError, forEvent, type NamedEvent, nameOf } from './event-errors';
import { weddingsRepo } from './repo';
import { presentStep } from './service';
import { type EventSlot, weddingWritesRepo as writes } from './write-repo';

/** The new wedding's default plan (docs/product/weddings.md#the-payment-plan) on its events'
 * days, then the wedding as GET reads it. */
export function* withDefaultPlan(weddingId: number, today: string): Step<Wedding> {
  const events = yield* weddingsRepo.events([weddingId]);
  yield* writes.insertPlan(
    weddingId,
    defaultPlan(
      events.map((row) => ({ booking_id: row.id, date: row.date })),
      today,
    ),
  );
  return yield* presentStep(weddingId, today);
}

type WeddingEventInput = CreateWedding['events'][number];

/** Each event's slot and name, read before anything is written; the events' business. */
function* eventsAt(events: readonly WeddingEventInput[]) {
  const found: (NamedEvent & { slot: EventSlot })[] = [];
  for (const [index, event] of events.entries()) {
    const name = yield* nameOf(index, event.event_type_id);
    const slot = yield* writes.slot(event.slot_id);
    if (!slot) throw eventError(notFound(BOOKING_ERRORS.slotNotFound), { index, name });
    if (found[0] && slot.business_id !== found[0].slot.business_id) {
      throw eventError(fieldError('body', 'slot_id', WEDDING_TEXTS.oneBusiness), {
        index,
        name,
        slot,
      });
    }
    found.push({ index, name, slot });
  }
  return found;
}

export function* createWeddingStep(
  user: AuthUser,
  input: CreateWedding,
  clock: RequestClock,
  events: DomainEventSteps,
): Step<Wedding> {
  const named = yield* eventsAt(input.events);
  const weddingId = yield* writes.insert({
    business_id: named[0]!.slot.business_id,
    customer_user_id: user.id,
    title: input.title,
    message: input.message,
    is_walkin: 0,
    contact_name: null,
    contact_phone: null,
    contact_email: null,
    booked_on: clock.today,
    now: clock.stamp,
  });
  for (const [index, event] of input.events.entries()) {
    const booking = {
      slot_id: event.slot_id,
      event_type_id: event.event_type_id ?? null,
      package_selected_id: event.package_selected_id ?? null,
      number_of_people: event.number_of_people,
      message: input.message,
    };
    const id = yield* forEvent(named[index]!, requestStep(user, booking, clock, weddingId));
    yield* events.bookingRequested(id);
  }
  return yield* withDefaultPlan(weddingId, clock.today);
}
