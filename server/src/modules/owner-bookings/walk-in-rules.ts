// What a walk-in (the walkins module) must pass among the owner's bookings, checked inside its
// transaction with the same rules and words as an acceptance: its package is the business's
// own; at its slot, its people fit the hall and the package (50 where neither says more), no
// accepted booking holds the hall at that time, and none holds the slot. Then the stored
// walk-in as the owner's screens read it. The rules are steps; walkins, not yet on the data
// layer (docs/architecture.md#10-two-engines), takes them synchronously on SQLite's connection
// inside its own inTransaction through createSyncWalkInRules.
import type { OwnerBooking } from '@baraat/shared/schemas/business-bookings';
import { PACKAGE_ERRORS } from '@baraat/shared/schemas/business-packages';
import { WALKIN_TEXTS } from '@baraat/shared/schemas/walkins';
import type { Step } from '../../db/engine';
import { conflict, fieldError } from '../../http/errors';
import type { OwnedBusiness } from '../../http/owned-business';
import { deskActor } from '../../policies/actor';
import { can } from '../../policies/authorize';
import { packagePolicy } from '../../policies/business';
import { conflictText } from './availability';
import { bookingBounds, refuseTooMany } from './people-bounds';
import { presentOwnerBooking } from './presenter';
import { ownerBookingsRepo as repo } from './repo';

export interface WalkInAt {
  slot: { id: number; date: string; start_time: string; end_time: string };
  worker_id: number;
  package_id?: number | null | undefined;
  number_of_people: number;
}

export const walkInRuleSteps = {
  *refuseForeignPackage(business: OwnedBusiness, packageId: number | null | undefined): Step<void> {
    if (
      packageId &&
      !can(deskActor(business), 'offer', packagePolicy, yield* repo.package(packageId))
    ) {
      throw fieldError('body', 'package_id', PACKAGE_ERRORS.notFound);
    }
  },

  *refuseAt(business: OwnedBusiness, walkIn: WalkInAt): Step<void> {
    const { slot } = walkIn;
    refuseTooMany(
      walkIn.number_of_people,
      yield* bookingBounds(business.businessId, walkIn.worker_id, walkIn.package_id ?? null),
      'number_of_people',
    );
    const holder = yield* repo.holderOf(walkIn.worker_id, {
      business: business.businessId,
      date: slot.date,
      start: slot.start_time,
      end: slot.end_time,
      exclude: 0,
    });
    if (holder) throw conflict(conflictText(holder));
    if (yield* repo.slotTaken(slot.id, 0)) throw conflict(WALKIN_TEXTS.slotTaken);
  },

  *present(id: number, today: string): Step<OwnerBooking> {
    return presentOwnerBooking((yield* repo.byId(id))!, today);
  },
};
