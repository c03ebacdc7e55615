// Before an accept is queued, the device looks in its own copy for an accepted booking that
// already holds the chosen hall or team at an overlapping time, and words it as the server's
// 409 does (docs/product/requests.md#accepting-a-request: the hall, the event and the customer). The server stays the
// judge: what another device accepted since the last pull is caught there.
import { resourceConflictText } from '@baraat/shared/constants/business-requests';
import { holdsSlot } from '@baraat/shared/domain/booking';
import { timesOverlap } from '@baraat/shared/domain/slot-times';
import type { OwnerSlot, SlotBooking } from '@baraat/shared/schemas/slots';
import type { BaraatDb } from '@/lib/db';

export async function heldConflict(
  db: BaraatDb,
  ownerId: number,
  booking: SlotBooking,
  slot: OwnerSlot,
  workerId: number,
): Promise<string | null> {
  const others = await db.calendarBookings
    .where('owner_id')
    .equals(ownerId)
    .filter(
      (other) =>
        other.worker_id === workerId &&
        other.booking_id !== booking.booking_id &&
        holdsSlot(other.status),
    )
    .toArray();
  const held = [];
  for (const other of others) {
    const at = await db.calendarSlots.get(other.slot_id);
    if (at && at.date === slot.date && timesOverlap(at, slot)) held.push({ other, at });
  }
  held.sort((a, b) => a.at.start_time.localeCompare(b.at.start_time));
  const first = held[0];
  if (!first) return null;
  const worker = await db.calendarWorkers.get(workerId);
  return resourceConflictText({
    resourceName: worker?.name ?? first.at.worker_name ?? 'This hall',
    eventName: first.other.event_name,
    customerName: first.other.customer_name || 'a customer',
    date: first.at.date,
    startTime: first.at.start_time,
    endTime: first.at.end_time,
  });
}
