import 'fake-indexeddb/auto';
import type { SlotBooking } from '@baraat/shared/schemas/slots';
import { beforeEach, describe, expect, it } from 'vitest';
import { type BaraatDb, database } from '@/lib/db';
import { testSlot } from '../test-slot';
import { heldConflict } from './hall-conflict';

let db: BaraatDb;
const booking = (id: number, slotId: number, extra: Partial<SlotBooking>): SlotBooking => ({
  booking_id: id,
  slot_id: slotId,
  status: 'pending',
  is_walkin: false,
  customer_name: 'Noor Khan',
  number_of_people: 1,
  event_name: null,
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
const evening = testSlot(1, { date: '2026-12-01', start_time: '18:00', end_time: '22:00' });
const request = booking(10, 1, {});

beforeEach(async () => {
  db = await database();
  await Promise.all([
    db.calendarSlots.clear(),
    db.calendarBookings.clear(),
    db.calendarWorkers.clear(),
  ]);
  await db.calendarWorkers.put({
    worker_id: 3,
    name: 'Hall A',
    capacity: 500,
    worker_role: 'hall',
    is_active: true,
    modified_at: '',
    owner_id: 5,
  });
  await db.calendarSlots.bulkPut([
    { ...evening, owner_id: 5 },
    { ...testSlot(2, { date: '2026-12-01', start_time: '20:00', end_time: '23:00' }), owner_id: 5 },
    { ...testSlot(3, { date: '2026-12-02', start_time: '18:00', end_time: '22:00' }), owner_id: 5 },
  ]);
});

describe('the device’s own hall check before an accept', () => {
  it('names the hall, the event and the customer holding an overlapping time', async () => {
    await db.calendarBookings.put({
      ...booking(11, 2, {
        status: 'verified',
        worker_id: 3,
        event_name: 'Mehndi',
        customer_name: 'Sara Ali',
      }),
      owner_id: 5,
    });
    expect(await heldConflict(db, 5, request, evening, 3)).toBe(
      'Hall A is already booked for Mehndi of Sara Ali on Tue, 1 Dec 2026, 8:00 – 11:00 pm',
    );
  });

  it('lets the accept through for another day, another hall, or a booking not accepted', async () => {
    await db.calendarBookings.bulkPut([
      { ...booking(12, 3, { status: 'verified', worker_id: 3 }), owner_id: 5 },
      { ...booking(13, 2, { status: 'verified', worker_id: 4 }), owner_id: 5 },
      { ...booking(14, 2, { status: 'pending', worker_id: 3 }), owner_id: 5 },
    ]);
    expect(await heldConflict(db, 5, request, evening, 3)).toBeNull();
  });
});
