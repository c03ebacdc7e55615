// The reads the owner's answers start from (docs/product/requests.md#accepting-a-request): the
// booking, scoped to the caller's business and, for a write, locked as it is read; the hall or
// worker given, checked to be the business's own and active; and the holders it would clash
// with (docs/architecture.md#10-two-engines says what the locks are for).
import { REQUEST_ERRORS } from '@baraat/shared/constants/business-requests';
import type { Step } from '../../db/engine';
import { conflict, fieldError } from '../../http/errors';
import type { OwnedBusiness } from '../../http/owned-business';
import { deskActor } from '../../policies/actor';
import { authorize, can } from '../../policies/authorize';
import { bookingPolicy } from '../../policies/booking';
import { resourcePolicy } from '../../policies/business';
import { conflictText, holderFor, overlaps } from './availability';
import {
  type ChangingRow,
  type HolderRow,
  type OwnerBookingRow,
  type ResourceRow,
  ownerBookingsRepo as repo,
} from './repo';

export type ResourceField = 'hall_id' | 'worker_id';

export function* load(business: OwnedBusiness, id: number): Step<OwnerBookingRow> {
  return authorize(deskActor(business), 'answer', bookingPolicy, yield* repo.byId(id));
}

/** The booking a write changes, locked as it is read: a second answer to it waits for this one
 * and reads what it wrote (db/row-locks.ts). */
export function* loadToChange(business: OwnedBusiness, id: number): Step<ChangingRow> {
  return authorize(deskActor(business), 'answer', bookingPolicy, yield* repo.byIdToChange(id));
}

/** A hall or worker of the caller's own business that is active, share-locked as it is read;
 * 422 on the field if not. */
export function* ownResource(
  business: OwnedBusiness,
  id: number,
  field: ResourceField,
): Step<ResourceRow> {
  const resource = yield* repo.resourceToUse(id);
  if (!can(deskActor(business), 'use', resourcePolicy, resource)) {
    throw fieldError('body', field, REQUEST_ERRORS.resourceNotFound);
  }
  if (!resource.is_active) throw fieldError('body', field, REQUEST_ERRORS.resourceInactive);
  return resource;
}

export function* refuseOverlap(
  row: OwnerBookingRow,
  resource: number,
  alsoHeld: readonly HolderRow[] = [],
): Step<void> {
  const holder =
    (yield* holderFor(row, resource)) ??
    alsoHeld.find((held) => held.worker_id === resource && overlaps(held, row));
  if (holder) throw conflict(conflictText(holder));
}

/** A pending or accepted booking of the business: the ones whose hall, people or notes change. */
export function* loadChangeable(business: OwnedBusiness, id: number): Step<OwnerBookingRow> {
  const row = yield* loadToChange(business, id);
  if (row.status !== 'pending' && row.status !== 'verified') {
    throw conflict(REQUEST_ERRORS.notEditable);
  }
  return row;
}
