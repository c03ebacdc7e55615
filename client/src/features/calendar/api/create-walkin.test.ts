import 'fake-indexeddb/auto';
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { formatDate } from '@baraat/shared/domain/format';
import type { OwnerBooking } from '@baraat/shared/schemas/business-bookings';
import { WALKIN_TEXTS, type WalkIn } from '@baraat/shared/schemas/walkins';
import { beforeEach, describe, expect, it } from 'vitest';
import { type BaraatDb, database } from '@/lib/db';
import { drainOutbox } from '@/lib/outbox-drain';
import { registerOutboxKinds } from '@/lib/outbox-kinds';
import { discardEntry } from '@/lib/outbox-queue';
import { oneByOne } from '@/lib/outbox-transport';
import { eventsOnDevice, testSlot } from '../test-slot';
import { queueWalkIn } from './create-walkin';
import { createWalkInKind } from './write-kinds';

registerOutboxKinds([createWalkInKind]);

let db: BaraatDb;
const date = addDays(todayInPakistan(), 2);
const walkIn: WalkIn = {
  date,
  start_time: '18:00',
  end_time: '22:00',
  worker_id: 3,
  customer_name: 'Bilal Ahmed',
  customer_phone: null,
  customer_email: null,
  number_of_people: 40,
  package_id: null,
  description: 'Mehndi',
  type: 'walkin',
  status: 'confirmed',
};

/** The server's answer (ownerBookingSchema) for a walk-in stored as booking 77 on slot 41. */
const answer = (slotId = 41): OwnerBooking => ({
  booking_id: 77,
  status: 'verified',
  is_verified: true,
  is_declined: false,
  is_past: false,
  slot: {
    slot_id: slotId,
    slot_name: '18:00 - 22:00',
    date,
    start_time: '18:00',
    end_time: '22:00',
    worker_id: null,
  },
  user: null,
  is_walkin: true,
  walkin_customer: { name: 'Bilal Ahmed', phone: null, email: null },
  message: 'Mehndi',
  number_of_people: 40,
  package_selected_id: null,
  package_selected: null,
  worker_assigned_id: 3,
  worker_assigned: {
    business_worker_entity_id: 3,
    name: 'Main Hall',
    capacity: 500,
    worker_role: 'hall',
  },
  event_hall: { worker_id: 3, name: 'Main Hall' },
  event_type: { event_name: 'Walk-in' },
  total_amount: 0,
  decline_reason: null,
  notes: null,
  created_at: '2026-11-23T10:00:00Z',
  decided_at: '2026-11-23T10:00:00Z',
  created_by: null,
  answered_by: null,
  wedding: null,
  hold_until: null,
  hold: 'confirmed',
});

beforeEach(async () => {
  db = await database();
  await Promise.all([
    db.outbox.clear(),
    db.calendarSlots.clear(),
    db.calendarBookings.clear(),
    db.calendarWorkers.clear(),
  ]);
  await db.calendarWorkers.put({
    worker_id: 3,
    name: 'Main Hall',
    capacity: 500,
    worker_role: 'hall',
    is_active: true,
    modified_at: '',
    owner_id: 5,
  });
});

const shown = () => eventsOnDevice(db);

describe('logging a walk-in on the device', () => {
  it('shows a pending walk-in at once, then the server’s slot and booking', async () => {
    expect(await queueWalkIn(5, walkIn)).toMatchObject({ ok: true });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ kind: 'walkin.create', path: 'business/walkins', body: walkIn });
    const [event] = await shown();
    expect(event).toMatchObject({ type: 'walkin', pending: true, title: 'Bilal Ahmed · Walk-in' });
    expect(event!.slot.slot_id).toBeLessThan(0);
    expect(event!.booking!.booking_id).toBeLessThan(0);

    await drainOutbox(oneByOne(async () => ({ status: 201, body: answer() })));
    const [settled, ...others] = await shown();
    expect(others).toEqual([]);
    expect(settled).toMatchObject({ type: 'walkin', pending: false, key: 'booking-77' });
    expect(settled!.slot).toMatchObject({
      slot_id: 41,
      is_reserved: true,
      worker_name: 'Main Hall',
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('takes the hall’s open slot at those times, and frees it again on Discard', async () => {
    const open = testSlot(12, { date, start_time: '18:00', end_time: '22:00', worker_id: 3 });
    await db.calendarSlots.put({ ...open, owner_id: 5 });
    await queueWalkIn(5, walkIn);
    expect(await db.calendarSlots.count()).toBe(1);
    expect(await db.calendarSlots.get(12)).toMatchObject({
      is_reserved: true,
      is_available: false,
    });

    await drainOutbox(
      oneByOne(async () => ({ status: 409, body: { detail: WALKIN_TEXTS.slotTaken } })),
    );
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ state: 'conflict', last_error: WALKIN_TEXTS.slotTaken });
    await discardEntry(entry!.id);
    expect(await db.calendarBookings.count()).toBe(0);
    const freed = await db.calendarSlots.get(12);
    expect(freed).toMatchObject({ is_reserved: false, is_available: true });
    expect(freed?.pending).toBeUndefined();
  });

  it('removes a refused walk-in and its new slot from the calendar on Discard', async () => {
    await queueWalkIn(5, walkIn);
    const reason = `Main Hall is already booked for Wedding of Sara Khan on ${formatDate(date)}, 5:00 – 11:00 pm`;
    await drainOutbox(oneByOne(async () => ({ status: 409, body: { detail: reason } })));
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ state: 'conflict', last_error: reason });
    expect(await shown()).toHaveLength(1);
    await discardEntry(entry!.id);
    expect(await shown()).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('applies the server’s answer even when the temporary rows have gone', async () => {
    await queueWalkIn(5, walkIn);
    await Promise.all([db.calendarSlots.clear(), db.calendarBookings.clear()]);
    const result = await drainOutbox(oneByOne(async () => ({ status: 201, body: answer() })));
    expect(result.sent).toBe(1);
    expect(await db.calendarBookings.get(77)).toMatchObject({ is_walkin: true, slot_id: 41 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps the server’s slot when a pull brought it before the answer came', async () => {
    // Another tablet's change made the calendar pull while this walk-in's answer was on its
    // way: the pull stored slot 41 as the server has it (found by the desks' fault test).
    await queueWalkIn(5, walkIn);
    const pulled = testSlot(41, {
      date,
      start_time: '18:00',
      end_time: '22:00',
      slot_name: '18:00 - 22:00',
      is_available: false,
      is_reserved: true,
      worker_id: 3,
      worker_name: 'Main Hall',
      modified_at: '2026-11-23T10:00:00.123Z',
    });
    await db.calendarSlots.put({ ...pulled, owner_id: 5 });
    await drainOutbox(oneByOne(async () => ({ status: 201, body: answer() })));
    expect(await db.calendarSlots.toArray()).toEqual([
      { ...pulled, owner_id: 5, pending: undefined },
    ]);
  });

  it('refuses a second walk-in for the same hall and time on the device', async () => {
    await queueWalkIn(5, walkIn);
    expect(await queueWalkIn(5, { ...walkIn, customer_name: 'Hina Raza' })).toEqual({
      ok: false,
      reason: `Main Hall already has a slot on ${formatDate(date)}, 6:00 – 10:00 pm`,
      field: 'worker_id',
    });
    expect(await db.outbox.count()).toBe(1);
  });

  it('names the accepted booking that already holds the hall', async () => {
    await db.calendarSlots.put({
      ...testSlot(20, { date, start_time: '17:00', end_time: '23:00', is_reserved: true }),
      owner_id: 5,
    });
    await db.calendarBookings.put({
      booking_id: 200,
      slot_id: 20,
      status: 'verified',
      is_walkin: false,
      customer_name: 'Sara Khan',
      number_of_people: 300,
      event_name: 'Wedding',
      package_name: null,
      worker_id: 3,
      message: '',
      modified_at: '',
      created_by: null,
      created_at: '2026-11-20T09:00:00.000Z',
      answered_by: null,
      decided_at: null,
      owner_id: 5,
    });
    expect(await queueWalkIn(5, walkIn)).toEqual({
      ok: false,
      reason: `Main Hall is already booked for Wedding of Sara Khan on ${formatDate(date)}, 5:00 – 11:00 pm`,
      field: 'worker_id',
    });
  });

  it('converts an open slot to a walk-in by its id, refusing a blocked one', async () => {
    const slot = testSlot(30, { date, start_time: '10:00', end_time: '12:00' });
    await db.calendarSlots.put({ ...slot, owner_id: 5, is_blocked: true, is_available: false });
    const convert = {
      ...walkIn,
      slot_id: 30,
      date: undefined,
      start_time: undefined,
      end_time: undefined,
    };
    expect(await queueWalkIn(5, convert)).toEqual({ ok: false, reason: WALKIN_TEXTS.slotNotOpen });
    await db.calendarSlots.put({ ...slot, owner_id: 5 });
    expect(await queueWalkIn(5, convert)).toMatchObject({ ok: true });
    expect(await db.calendarSlots.get(30)).toMatchObject({ is_reserved: true, worker_id: 3 });
    await drainOutbox(oneByOne(async () => ({ status: 201, body: answer(30) })));
    expect(await db.calendarSlots.count()).toBe(1);
    expect((await shown())[0]).toMatchObject({ type: 'walkin', pending: false, key: 'booking-77' });
  });
});
