// The reads behind accepting (docs/product/requests.md#calls, docs/product/resources.md#calls, docs/product/requests.md#texts): which accepted booking holds a hall or
// worker at a booking's time, told in the 409's words, and which of the owner's halls and
// workers are free at a time.
import { REQUEST_ERRORS, resourceConflictText } from '@baraat/shared/constants/business-requests';
import type { AvailableResource } from '@baraat/shared/schemas/business-bookings';
import { badRequest } from '../../http/errors';
import type { HolderRow, OwnerBookingRow, OwnerBookingsRepo } from './repo';

export const conflictText = (holder: HolderRow) =>
  resourceConflictText({
    resourceName: holder.resource_name,
    eventName: holder.event_name,
    customerName: holder.customer_name,
    date: holder.date,
    startTime: holder.start_time,
    endTime: holder.end_time,
  });

export function createAvailability(repo: OwnerBookingsRepo) {
  /** The accepted booking already holding `resource` at the row's time, if any. */
  function holderFor(row: OwnerBookingRow, resource: number): HolderRow | undefined {
    if (!row.start_time || !row.end_time) throw badRequest(REQUEST_ERRORS.missingTime);
    return repo.holderOf(resource, {
      business: row.business_id,
      date: row.date,
      start: row.start_time,
      end: row.end_time,
      exclude: row.id,
    });
  }

  /** Which of the business's active halls and workers are free at a time (docs/product/resources.md#calls). */
  function available(
    businessId: number,
    query: { date: string; startTime: string; endTime: string; excludeBookingId?: number },
  ): AvailableResource[] {
    const busy = new Map<number, HolderRow>();
    const holders = repo.holders(
      businessId,
      query.date,
      query.startTime,
      query.endTime,
      query.excludeBookingId ?? 0,
    );
    for (const holder of holders)
      if (!busy.has(holder.worker_id)) busy.set(holder.worker_id, holder);
    return repo.activeResources(businessId).map((resource) => {
      const holder = busy.get(resource.id);
      return {
        resource_id: resource.id,
        business_worker_entity_id: resource.id,
        name: resource.name,
        capacity: resource.capacity,
        worker_role: resource.worker_role,
        is_available: !holder,
        conflict: holder ? conflictText(holder) : null,
      };
    });
  }

  return { holderFor, available };
}
