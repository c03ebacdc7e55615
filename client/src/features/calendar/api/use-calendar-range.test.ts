import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { type BaraatDb, database } from '@/lib/db';
import { testSlot } from '../test-slot';
import { eventsBetween } from './use-calendar-range';

let db: BaraatDb;
beforeEach(async () => {
  db = await database();
  await Promise.all([db.calendarSlots.clear(), db.calendarBookings.clear()]);
});

describe('reading a range of the calendar from the device', () => {
  it('gives the owner’s events from the first to the last date, both included', async () => {
    await db.calendarSlots.bulkPut([
      { ...testSlot(1, { date: '2026-11-22' }), owner_id: 5 },
      { ...testSlot(2, { date: '2026-11-23' }), owner_id: 5 },
      { ...testSlot(3, { date: '2026-11-29' }), owner_id: 5 },
      { ...testSlot(4, { date: '2026-11-30' }), owner_id: 5 },
      { ...testSlot(5, { date: '2026-11-25' }), owner_id: 6 },
    ]);
    await db.calendarBookings.put({
      booking_id: 9,
      slot_id: 3,
      status: 'verified',
      is_walkin: true,
      customer_name: 'Bilal Ahmed',
      number_of_people: 20,
      event_name: null,
      package_name: null,
      worker_id: null,
      message: '',
      modified_at: '',
      created_by: null,
      created_at: '2026-11-20T09:00:00.000Z',
      answered_by: null,
      decided_at: null,
      owner_id: 5,
    });
    const events = await eventsBetween(db, 5, '2026-11-23', '2026-11-29');
    expect(events.map((e) => [e.date, e.type])).toEqual([
      ['2026-11-23', 'available'],
      ['2026-11-29', 'walkin'],
    ]);
    expect(await eventsBetween(db, 5, '2026-11-30', '2026-11-30')).toHaveLength(1);
  });
});
