// A slot and a booking as the calendar keeps them, for this feature's tests.

import type { OwnerSlot, SlotBooking } from '@baraat/shared/schemas/slots';
import type { BaraatDb } from '@/lib/db';
import { eventsOfSlot, hallNames } from './calendar-month';

export const testSlot = (id: number, extra: Partial<OwnerSlot> = {}): OwnerSlot => ({
  slot_id: id,
  date: '2026-12-05',
  start_time: '18:00',
  end_time: '22:00',
  slot_name: '18:00 - 22:00',
  description: '',
  is_available: true,
  is_reserved: false,
  is_blocked: false,
  worker_id: null,
  worker_name: null,
  user_business_mapping_id: 1,
  modified_at: '',
  ...extra,
});

/** A customer's pending request on a slot, as the calendar keeps it. */
export const testBooking = (id: number, extra: Partial<SlotBooking> = {}): SlotBooking => ({
  booking_id: id,
  slot_id: 1,
  status: 'pending',
  is_walkin: false,
  customer_name: 'Noor Khan',
  number_of_people: 2,
  event_name: 'Wedding',
  package_name: null,
  worker_id: null,
  message: '',
  modified_at: '',
  created_by: null,
  created_at: '2026-11-20T09:00:00.000Z',
  answered_by: null,
  decided_at: null,
  ...extra,
});

/** Empties the device's calendar and outbox before a test. */
export const clearCalendar = (db: BaraatDb) =>
  Promise.all([
    db.outbox.clear(),
    db.calendarSlots.clear(),
    db.calendarBookings.clear(),
    db.calendarWorkers.clear(),
  ]);

/** The events the calendar draws from the device's rows, by slot id. */
export async function eventsOnDevice(db: BaraatDb) {
  const slots = await db.calendarSlots.toArray();
  const bookings = await db.calendarBookings.toArray();
  const halls = hallNames(await db.calendarWorkers.toArray());
  return slots.flatMap((slot) =>
    eventsOfSlot(
      slot,
      bookings.filter((b) => b.slot_id === slot.slot_id),
      halls,
    ),
  );
}

/** A hall of the owner's on the device (capacity 500 unless told). */
export const putHall = (db: BaraatDb, id: number, name: string, capacity = 500) =>
  db.calendarWorkers.put({
    worker_id: id,
    name,
    capacity,
    worker_role: 'hall',
    is_active: true,
    modified_at: '',
    owner_id: 5,
  });

/** <dialog> has no showModal in jsdom: a form's test opens it as the browser would. */
export function stubDialog() {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
}
