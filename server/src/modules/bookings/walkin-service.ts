// Walk-ins (issue 11; 002 §§3, 4; DESIGN.md §6 "walk-in = three client calls → one atomic
// call"): in one IMMEDIATE transaction the slot is taken (the one named, an open one at those
// times, or a new one), the hall or team is checked for an accepted booking at that time, and
// the booking is stored accepted with the customer's name, phone and e-mail (they have no
// account), its people within the hall's capacity and the package's most guests, or 50 where
// neither says more (domain/people.ts). The route adds the Idempotency-Key, so a walk-in sent
// again from the outbox is stored once. The overlap triggers and the one-accepted-booking-per-
// slot index are the last guard (their 409s: http/constraint-errors.ts).

import { todayInPakistan } from '@baraat/shared/domain/dates';
import type { OwnerBooking } from '@baraat/shared/schemas/business-bookings';
import type { WalkIn } from '@baraat/shared/schemas/walkins';
import { WALKIN_TEXTS } from '@baraat/shared/schemas/walkins';
import { type Db, nowIso } from '../../db/connection';
import { conflict, fieldError } from '../../http/errors';
import type { OwnedBusiness } from '../../http/owned-business';
import type { SlotsService } from '../slots/service';
import { conflictText } from './owner-availability';
import { presentOwnerBooking } from './owner-presenter';
import type { OwnerBookingsRepo } from './owner-repo';
import { bookingBounds, refuseTooMany } from './people-bounds';
import { createWalkInRepo } from './walkin-repo';

export function createWalkInService(repo: OwnerBookingsRepo, slots: SlotsService, db: Db) {
  const walkIns = createWalkInRepo(db);

  /** Records a walk-in; the caller runs it inside its (idempotent) transaction. */
  function record(business: OwnedBusiness, input: WalkIn): OwnerBooking {
    if (input.package_id && repo.package(input.package_id)?.business_id !== business.businessId) {
      throw fieldError('body', 'package_id', 'Package not found');
    }
    const slot = slots.slotForWalkIn(business, input);
    refuseTooMany(
      input.number_of_people,
      bookingBounds(repo, business.businessId, input.worker_id, input.package_id ?? null),
      'number_of_people',
    );
    const holder = repo.holderOf(input.worker_id, {
      business: business.businessId,
      date: slot.date,
      start: slot.start_time,
      end: slot.end_time,
      exclude: 0,
    });
    if (holder) throw conflict(conflictText(holder));
    if (repo.slotTaken(slot.id, 0)) throw conflict(WALKIN_TEXTS.slotTaken);
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
    repo.reserve(slot.id, now);
    return presentOwnerBooking(repo.byId(id, business.businessId)!, todayInPakistan());
  }

  return { record };
}

export type WalkInService = ReturnType<typeof createWalkInService>;
