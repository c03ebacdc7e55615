// What a walk-in (the walkins module) must pass among the owner's bookings, checked inside its
// transaction with the same rules and words as an acceptance: its package is the business's
// own; at its slot, its people fit the hall and the package (50 where neither says more), no
// accepted booking holds the hall at that time, and none holds the slot. Then the stored
// walk-in as the owner's screens read it.
import { todayInPakistan } from '@baraat/shared/domain/dates';
import type { OwnerBooking } from '@baraat/shared/schemas/business-bookings';
import { WALKIN_TEXTS } from '@baraat/shared/schemas/walkins';
import { conflict, fieldError } from '../../http/errors';
import type { OwnedBusiness } from '../../http/owned-business';
import { conflictText } from './availability';
import { bookingBounds, refuseTooMany } from './people-bounds';
import { presentOwnerBooking } from './presenter';
import type { OwnerBookingsRepo } from './repo';

export interface WalkInAt {
  slot: { id: number; date: string; start_time: string; end_time: string };
  worker_id: number;
  package_id?: number | null | undefined;
  number_of_people: number;
}

export function createWalkInRules(repo: OwnerBookingsRepo) {
  return {
    refuseForeignPackage(business: OwnedBusiness, packageId: number | null | undefined) {
      if (packageId && repo.package(packageId)?.business_id !== business.businessId) {
        throw fieldError('body', 'package_id', 'Package not found');
      }
    },

    refuseAt(business: OwnedBusiness, walkIn: WalkInAt) {
      const { slot } = walkIn;
      refuseTooMany(
        walkIn.number_of_people,
        bookingBounds(repo, business.businessId, walkIn.worker_id, walkIn.package_id ?? null),
        'number_of_people',
      );
      const holder = repo.holderOf(walkIn.worker_id, {
        business: business.businessId,
        date: slot.date,
        start: slot.start_time,
        end: slot.end_time,
        exclude: 0,
      });
      if (holder) throw conflict(conflictText(holder));
      if (repo.slotTaken(slot.id, 0)) throw conflict(WALKIN_TEXTS.slotTaken);
    },

    present: (business: OwnedBusiness, id: number): OwnerBooking =>
      presentOwnerBooking(repo.byId(id, business.businessId)!, todayInPakistan()),
  };
}
