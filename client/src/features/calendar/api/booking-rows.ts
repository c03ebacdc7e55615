// What the calendar keeps of a booking the owner answered: the server's answer to
// an accept or a decline (ownerBookingSchema) as the row the calendar shows, and whether a
// row is still the one an entry changed (only then does its acknowledgement clear `pending`).
import { personName } from '@baraat/shared/domain/names';
import type { OwnerBooking } from '@baraat/shared/schemas/business-bookings';
import type { SlotBooking } from '@baraat/shared/schemas/slots';
import type { BaraatDb, OutboxEntry, Owned } from '@/lib/db';

/** The fields of a calendar row the server's answer decides. */
export function slotBookingOf(answer: OwnerBooking): Omit<SlotBooking, 'modified_at'> {
  const customer = answer.user ? personName(answer.user) : (answer.walkin_customer?.name ?? '');
  return {
    booking_id: answer.booking_id,
    slot_id: answer.slot.slot_id,
    status: answer.status,
    is_walkin: answer.is_walkin,
    customer_name: customer,
    number_of_people: answer.number_of_people,
    event_name: answer.event_type?.event_name ?? null,
    package_name: answer.package_selected?.package_name ?? null,
    worker_id: answer.worker_assigned_id,
    message: answer.message,
    created_by: answer.created_by,
    created_at: answer.created_at,
    answered_by: answer.answered_by,
    decided_at: answer.decided_at,
    hold_until: answer.hold_until,
    hold: answer.hold,
  };
}

/** `pending` after `entry` is acknowledged: cleared unless another entry changed it since. */
export const pendingAfter = (
  row: { pending?: string | undefined } | undefined,
  entry: OutboxEntry,
) => (row?.pending === entry.id ? undefined : row?.pending);

/** Stores the server's answer over the row (or as a new row when the device lost it). */
export async function applyAnswer(db: BaraatDb, entry: OutboxEntry, answer: OwnerBooking) {
  const row = await db.calendarBookings.get(answer.booking_id);
  const settled: Owned<SlotBooking> = {
    modified_at: answer.decided_at ?? answer.created_at,
    ...row,
    ...slotBookingOf(answer),
    owner_id: entry.owner_id,
    pending: pendingAfter(row, entry),
  };
  await db.calendarBookings.put(settled);
}
