import { holdOf } from '@baraat/shared/domain/holds';
import type { OwnerSlot, SlotBooking } from '@baraat/shared/schemas/slots';
import { isSet } from '../../db/flags';
import { presentDeskPerson } from '../../db/names';
import type { SlotBookingRow, SlotRow } from './repo';

export function presentSlotBooking(row: SlotBookingRow): SlotBooking {
  return {
    booking_id: row.id,
    slot_id: row.slot_id,
    status: row.status,
    is_walkin: isSet(row.is_walkin),
    customer_name: row.customer_name,
    number_of_people: row.number_of_people,
    event_name: row.event_name,
    package_name: row.package_name,
    worker_id: row.worker_id,
    message: row.message,
    modified_at: row.modified_at,
    created_by: presentDeskPerson(row.created_by_id, row.created_by_name),
    created_at: row.created_at,
    answered_by: presentDeskPerson(row.answered_by_id, row.answered_by_name),
    decided_at: row.decided_at,
    ...holdOf(row),
  };
}

export function presentOwnerSlot(
  row: SlotRow,
  mappingId: number,
  bookings?: SlotBookingRow[],
): OwnerSlot {
  return {
    slot_id: row.id,
    date: row.date,
    start_time: row.start_time,
    end_time: row.end_time,
    slot_name: row.slot_name,
    description: row.description,
    is_available: isSet(row.is_available) && !isSet(row.is_reserved),
    is_reserved: isSet(row.is_reserved),
    is_blocked: !isSet(row.is_available),
    worker_id: row.worker_id,
    worker_name: row.worker_name,
    user_business_mapping_id: mappingId,
    modified_at: row.modified_at,
    ...(bookings ? { bookings: bookings.map(presentSlotBooking) } : {}),
  };
}
