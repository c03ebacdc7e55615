// Walk-ins (docs/product/business-desk.md#what-a-business-holds, docs/product/booking.md#the-booking-lifecycle; docs/product/decisions.md#the-decisions-at-a-glance "walk-in = three client calls → one atomic
// call"): in one IMMEDIATE transaction the slot is taken (the one named, an open one at those
// times, or a new one: the slots service), the owner's booking rules are passed (the hall or
// team free at that time, the people within the hall's capacity and the package's most guests,
// or 50 where neither says more: the owner-bookings service), and the booking is stored
// accepted with the customer's name, phone and e-mail (they have no account). The route adds
// the Idempotency-Key, so a walk-in sent again from the outbox is stored once. The overlap
// triggers and the one-accepted-booking-per-slot index are the last guard (their 409s:
// http/constraint-errors.ts).
import { todayInPakistan } from '@baraat/shared/domain/dates';
import type { OwnerBooking } from '@baraat/shared/schemas/business-bookings';
import type { WalkIn } from '@baraat/shared/schemas/walkins';
import { nowIso } from '../../db/connection';
import type { Step } from '../../db/engine';
import type { OwnedBusiness } from '../../http/owned-business';
import type { DeskAuthor } from '../../policies/actor';
import { activitySteps } from '../activity/service';
import { walkInRuleSteps as rules } from '../owner-bookings/service';
import { slotForWalkInStep } from '../slots/service';
import { walkInsRepo as walkIns } from './repo';

/** The day and the clock a walk-in is decided on, read before its transaction: a PostgreSQL
 * retry decides and writes the same. */
export interface WalkInClock {
  today: string;
  now: string;
}

/** What a walk-in wedding's event carries beyond a walk-in (docs/product/weddings.md#the-owner-answers). */
export interface WalkInEventOf {
  wedding_id: number;
  event_type_id: number | null;
}

/** A walk-in's slot, rules and accepted booking as a step of the caller's transaction: a
 * walk-in's own, or one event of a walk-in wedding. Returns the booking's id. */
export function* walkInBookingStep(
  business: OwnedBusiness,
  author: DeskAuthor,
  input: WalkIn,
  clock: WalkInClock,
  of: WalkInEventOf | null = null,
): Step<number> {
  yield* rules.refuseForeignPackage(business, input.package_id);
  const slot = yield* slotForWalkInStep(business, author, input, clock);
  yield* rules.refuseAt(business, { ...input, slot });
  const id = yield* walkIns.insert({
    slot_id: slot.id,
    business_id: business.businessId,
    worker_id: input.worker_id,
    package_id: input.package_id ?? null,
    number_of_people: input.number_of_people,
    message: input.description ?? '',
    contact_name: input.customer_name,
    contact_phone: input.customer_phone,
    contact_email: input.customer_email,
    now: clock.now,
    wedding_id: of?.wedding_id ?? null,
    event_type_id: of?.event_type_id ?? null,
    created_by_user_id: author.userId,
    device_user_id: author.deviceUserId,
  });
  yield* walkIns.reserve(slot.id, clock.now);
  return id;
}

/** Records a walk-in as a step; the route runs it in its (idempotent) transaction. */
function* recordStep(
  business: OwnedBusiness,
  author: DeskAuthor,
  input: WalkIn,
  clock: WalkInClock,
): Step<OwnerBooking> {
  const id = yield* walkInBookingStep(business, author, input, clock);
  yield* activitySteps.booking(author, business.businessId, 'walkin_logged', id);
  return yield* rules.present(id, clock.today);
}

export function createWalkInsService() {
  return {
    /** The walk-in as a step of the route's respondOnceStep. */
    recordStep: (business: OwnedBusiness, author: DeskAuthor, input: WalkIn) => {
      const clock = { today: todayInPakistan(), now: nowIso() };
      return () => recordStep(business, author, input, clock);
    },
  };
}

export type WalkInsService = ReturnType<typeof createWalkInsService>;
