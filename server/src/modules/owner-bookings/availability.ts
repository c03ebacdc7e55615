// The reads behind accepting (docs/product/requests.md#calls, docs/product/resources.md#calls, docs/product/requests.md#texts): which accepted booking holds a hall or
// worker at a booking's time, told in the 409's words, and which of the owner's halls and
// workers are free at a time. Steps, read in the write's own transaction or alone.
import { REQUEST_ERRORS, resourceConflictText } from '@baraat/shared/constants/business-requests';
import { personName } from '@baraat/shared/domain/names';
import { timesOverlap } from '@baraat/shared/domain/slot-times';
import type { AvailableResource } from '@baraat/shared/schemas/business-bookings';
import type { Step } from '../../db/engine';
import { badRequest } from '../../http/errors';
import {
  type HolderRow,
  type OwnerBookingRow,
  type ResourceRow,
  ownerBookingsRepo as repo,
} from './repo';

export const conflictText = (holder: HolderRow) =>
  resourceConflictText({
    resourceName: holder.resource_name,
    eventName: holder.event_name,
    customerName: holder.customer_name,
    date: holder.date,
    startTime: holder.start_time,
    endTime: holder.end_time,
  });

/** Whether a holder's time overlaps the booking's (docs/product/requests.md#double-booking). */
export const overlaps = (holder: HolderRow, row: OwnerBookingRow) =>
  holder.date === row.date &&
  row.start_time !== null &&
  row.end_time !== null &&
  timesOverlap(holder, { start_time: row.start_time, end_time: row.end_time });

/** The booking as the holder of `resource` once accepted into it, named as holderOf names one. */
export function heldBy(row: OwnerBookingRow, resource: ResourceRow): HolderRow {
  const customer = personName(row);
  return {
    booking_id: row.id,
    worker_id: resource.id,
    resource_name: resource.name,
    event_name: row.event_name,
    customer_name: customer || row.contact_name || 'a customer',
    date: row.date,
    start_time: row.start_time ?? '',
    end_time: row.end_time ?? '',
  };
}

/** The accepted booking already holding `resource` at the row's time, if any. */
export function* holderFor(row: OwnerBookingRow, resource: number): Step<HolderRow | undefined> {
  if (!row.start_time || !row.end_time) throw badRequest(REQUEST_ERRORS.missingTime);
  return yield* repo.holderOf(resource, {
    business: row.business_id,
    date: row.date,
    start: row.start_time,
    end: row.end_time,
    exclude: row.id,
  });
}

/** Which of the business's active halls and workers are free at a time (docs/product/resources.md#calls). */
export function* available(
  businessId: number,
  query: { date: string; startTime: string; endTime: string; excludeBookingId?: number },
): Step<AvailableResource[]> {
  const busy = new Map<number, HolderRow>();
  const holders = yield* repo.holders({
    business: businessId,
    date: query.date,
    start: query.startTime,
    end: query.endTime,
    exclude: query.excludeBookingId ?? 0,
  });
  for (const holder of holders) if (!busy.has(holder.worker_id)) busy.set(holder.worker_id, holder);
  return (yield* repo.activeResources(businessId)).map((resource) => {
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
