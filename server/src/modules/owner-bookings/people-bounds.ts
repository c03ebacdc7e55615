// The people of an owner's booking against its limits (domain/people.ts), checked inside the
// write's transaction with what it has just read. What bounds them: the booking's hall, or,
// while it has no hall or team yet, the business's largest hall (accepting it will need one);
// and its package. A refusal is a 422 on the field that made it, naming the limit.
import { PEOPLE_MAX, type PeopleBounds, peopleRefusal } from '@baraat/shared/domain/people';
import type { Step } from '../../db/engine';
import { fieldError } from '../../http/errors';
import { type ResourceRow, ownerBookingsRepo as repo } from './repo';

export function* bookingBounds(
  businessId: number,
  workerId: number | null,
  packageId: number | null,
): Step<PeopleBounds> {
  return {
    resource: workerId ? yield* repo.resource(workerId) : yield* repo.largestHall(businessId),
    package: packageId ? yield* repo.package(packageId) : undefined,
  };
}

/** Refuses, on `field`, more people than the bounds hold (50 where neither says more). */
export function refuseTooMany(people: number, bounds: PeopleBounds, field: string) {
  const tooMany = peopleRefusal(people, bounds);
  if (tooMany) throw fieldError('body', field, tooMany);
}

/** A hall the booking moves to must hold its people; a team does not bound them. */
export function refuseSmallerHall(
  booking: { worker_id: number | null; number_of_people: number },
  resource: ResourceRow,
  field: string,
) {
  if (resource.id === booking.worker_id) return;
  const tooMany = peopleRefusal(booking.number_of_people, { resource }, PEOPLE_MAX);
  if (tooMany) throw fieldError('body', field, tooMany);
}
