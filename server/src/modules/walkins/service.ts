// Walk-ins (issue 11; docs/product/business-desk.md#what-a-business-holds, docs/product/booking.md#the-booking-lifecycle; docs/product/decisions.md#the-decisions-at-a-glance "walk-in = three client calls → one atomic
// call"): in one IMMEDIATE transaction the slot is taken (the one named, an open one at those
// times, or a new one: the slots service), the owner's booking rules are passed (the hall or
// team free at that time, the people within the hall's capacity and the package's most guests,
// or 50 where neither says more: the owner-bookings service), and the booking is stored
// accepted with the customer's name, phone and e-mail (they have no account). The route adds
// the Idempotency-Key, so a walk-in sent again from the outbox is stored once. The overlap
// triggers and the one-accepted-booking-per-slot index are the last guard (their 409s:
// http/constraint-errors.ts).
import type { OwnerBooking } from '@baraat/shared/schemas/business-bookings';
import type { WalkIn } from '@baraat/shared/schemas/walkins';
import { type Db, nowIso } from '../../db/connection';
import type { OwnedBusiness } from '../../http/owned-business';
import type { WalkInRules } from '../owner-bookings/walk-in-rules';
import type { SlotsService } from '../slots/service';
import { createWalkInsRepo } from './repo';

export function createWalkInsService(db: Db, rules: WalkInRules, slots: SlotsService) {
  const walkIns = createWalkInsRepo(db);

  /** Records a walk-in; the caller runs it inside its (idempotent) transaction. */
  function record(business: OwnedBusiness, input: WalkIn): OwnerBooking {
    rules.refuseForeignPackage(business, input.package_id);
    const slot = slots.slotForWalkIn(business, input);
    rules.refuseAt(business, { ...input, slot });
    const now = nowIso();
    const id = walkIns.insert({
      slot_id: slot.id,
      business_id: business.businessId,
      worker_id: input.worker_id,
      package_id: input.package_id ?? null,
      number_of_people: input.number_of_people,
      message: input.description ?? '',
      contact_name: input.customer_name,
      contact_phone: input.customer_phone,
      contact_email: input.customer_email,
      now,
    });
    walkIns.reserve(slot.id, now);
    return rules.present(business, id);
  }

  return { record };
}

export type WalkInsService = ReturnType<typeof createWalkInsService>;
