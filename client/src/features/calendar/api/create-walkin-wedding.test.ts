import 'fake-indexeddb/auto';
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { formatDate } from '@baraat/shared/domain/format';
import type { WalkInWedding } from '@baraat/shared/schemas/walkin-weddings';
import type { WalkIn } from '@baraat/shared/schemas/walkins';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import { beforeEach, describe, expect, it } from 'vitest';
import { type BaraatDb, database } from '@/lib/db';
import { drainOutbox } from '@/lib/outbox-drain';
import { registerOutboxKinds } from '@/lib/outbox-kinds';
import { discardEntry } from '@/lib/outbox-queue';
import { oneByOne } from '@/lib/outbox-transport';
import { clearCalendar, eventsOnDevice, putHall, testBooking, testSlot } from '../test-slot';
import { queueWalkInWedding } from './create-walkin-wedding';
import { nextTempId } from './temp-id';
import { createWalkInWeddingKind } from './walkin-wedding-kind';

registerOutboxKinds([createWalkInWeddingKind]);

let db: BaraatDb;
const day = (n: number) => addDays(todayInPakistan(), n);
const HALLS = [
  { worker_id: 3, name: 'Main Hall', capacity: 500 },
  { worker_id: 4, name: 'Lawn', capacity: 800 },
];

const family = { customer_name: 'Khan family', customer_phone: null, customer_email: null };
const event = (
  eventTypeId: number,
  date: string,
  workerId: number,
  times: [string, string] = ['18:00', '22:00'],
): WalkInWedding['events'][number] => {
  const walkIn: WalkIn = {
    ...family,
    date,
    start_time: times[0],
    end_time: times[1],
    worker_id: workerId,
    number_of_people: 200,
    package_id: null,
    description: null,
  };
  return { ...walkIn, event_type_id: eventTypeId };
};
const wedding: WalkInWedding = {
  title: "Ayesha & Bilal's wedding",
  ...family,
  description: null,
  events: [event(3, day(3), 3), event(1, day(4), 4), event(4, day(5), 3)],
};

/** The server's answer: the wedding with its three events stored on slots 41–43. */
const answer = (slotIds = [41, 42, 43]): Wedding => ({
  wedding_id: 9,
  title: wedding.title,
  business_id: 2,
  business_name: 'Shalimar Marquee',
  business_city: 'Lahore',
  business_slug: 'shalimar-marquee',
  customer_user_id: null,
  customer_name: 'Khan family',
  customer_email: null,
  customer_phone: null,
  is_walkin: true,
  message: '',
  booked_on: todayInPakistan(),
  accepted_on: todayInPakistan(),
  created_at: '2026-11-26T10:00:00Z',
  // The server lists them in its own order: matched by hall, day and times, not by place.
  events: [2, 0, 1].map((index) => {
    const sent = wedding.events[index]!;
    const hall = HALLS.find((h) => h.worker_id === sent.worker_id)!;
    return {
      booking_id: 70 + index,
      status: 'verified' as const,
      slot_id: slotIds[index]!,
      slot_name: '18:00 - 22:00',
      slot_worker_id: hall.worker_id,
      date: sent.date!,
      start_time: sent.start_time!,
      end_time: sent.end_time!,
      event_type_id: sent.event_type_id ?? null,
      event_name: ['Mehndi', 'Wedding', 'Reception'][index]!,
      number_of_people: 200,
      package_id: null,
      package_name: null,
      package_price: null,
      package_price_basis: null,
      worker_id: hall.worker_id,
      worker_name: hall.name,
      decline_reason: null,
      total: 0,
    };
  }),
  total: 0,
  paid: 0,
  outstanding: 0,
  unscheduled: 0,
  plan: [],
  payments: [],
  next_instalment: null,
  hold_until: null,
  hold: 'none',
});

beforeEach(async () => {
  db = await database();
  await clearCalendar(db);
  for (const hall of HALLS) await putHall(db, hall.worker_id, hall.name, hall.capacity);
});

const shown = () => eventsOnDevice(db);

describe('logging a walk-in wedding on the device', () => {
  it('shows every event at once as one waiting change, then the server’s rows', async () => {
    expect(await queueWalkInWedding(5, wedding)).toMatchObject({ ok: true });
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'walkinWedding.create',
      method: 'POST',
      path: 'business/walkin-weddings',
      body: wedding,
    });
    const pending = await shown();
    expect(pending.map((e) => [e.title, e.type, e.pending, e.slot.worker_name])).toEqual([
      ['Khan family · Reception', 'walkin', true, 'Main Hall'],
      ['Khan family · Wedding', 'walkin', true, 'Lawn'],
      ['Khan family · Mehndi', 'walkin', true, 'Main Hall'],
    ]);
    const slotIds = pending.map((e) => e.slot.slot_id);
    const bookingIds = pending.map((e) => e.booking!.booking_id);
    expect(new Set(slotIds).size).toBe(3);
    expect(new Set(bookingIds).size).toBe(3);
    expect([...slotIds, ...bookingIds].every((id) => id < 0)).toBe(true);

    const result = await drainOutbox(oneByOne(async () => ({ status: 201, body: answer() })));
    expect(result.sent).toBe(1);
    const settled = await shown();
    expect(
      settled.map((e) => [e.key, e.slot.slot_id, e.date, e.pending, e.slot.worker_id]),
    ).toEqual([
      ['booking-70', 41, day(3), false, 3],
      ['booking-71', 42, day(4), false, 4],
      ['booking-72', 43, day(5), false, 3],
    ]);
    expect(settled[0]).toMatchObject({ title: 'Khan family · Mehndi', type: 'walkin' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses two events of the wedding in one hall at once, storing nothing', async () => {
    const clash = {
      ...wedding,
      events: [event(3, day(3), 3), event(1, day(3), 3, ['20:00', '23:00'])],
    };
    expect(await queueWalkInWedding(5, clash)).toEqual({
      ok: false,
      reason: `Wedding (${formatDate(day(3))}, 8:00 – 11:00 pm): Main Hall already has a slot on ${formatDate(day(3))}, 6:00 – 10:00 pm`,
      // Told beside the second event's hall.
      field: 'events.1.worker_id',
    });
    expect(await db.outbox.count()).toBe(0);
    expect(await shown()).toEqual([]);
    // The same times in two halls are two events, not a clash.
    const apart = { ...clash, events: [event(3, day(3), 3), event(1, day(3), 4)] };
    expect(await queueWalkInWedding(5, apart)).toMatchObject({ ok: true });
  });

  it('refuses an event over its hall’s capacity, or a hall already booked, naming the event', async () => {
    const crowded = {
      ...wedding,
      events: [event(3, day(3), 3), { ...event(1, day(4), 3), number_of_people: 600 }],
    };
    expect(await queueWalkInWedding(5, crowded)).toEqual({
      ok: false,
      reason: `Wedding (${formatDate(day(4))}, 6:00 – 10:00 pm): Number of people must be at most 500, the capacity of Main Hall`,
      field: 'events.1.number_of_people',
    });
    await db.calendarSlots.put({
      ...testSlot(20, { date: day(5), start_time: '17:00', end_time: '23:00', is_reserved: true }),
      owner_id: 5,
    });
    const held = { slot_id: 20, status: 'verified', customer_name: 'Sara Khan', worker_id: 3 };
    await db.calendarBookings.put({ ...testBooking(200, held), owner_id: 5 });
    const refused = await queueWalkInWedding(5, wedding);
    expect(refused).toEqual({
      ok: false,
      reason: `Reception (${formatDate(day(5))}, 6:00 – 10:00 pm): Main Hall is already booked for Wedding of Sara Khan on ${formatDate(day(5))}, 5:00 – 11:00 pm`,
      field: 'events.2.worker_id',
    });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.calendarBookings.count()).toBe(1);
  });

  it('takes a hall’s open slot, and Discard of a refused wedding takes every row back', async () => {
    const open = testSlot(12, {
      date: day(3),
      start_time: '18:00',
      end_time: '22:00',
      worker_id: 3,
    });
    await db.calendarSlots.put({ ...open, owner_id: 5 });
    await queueWalkInWedding(5, wedding);
    expect(await db.calendarSlots.count()).toBe(3);
    expect(await db.calendarSlots.get(12)).toMatchObject({
      is_reserved: true,
      is_available: false,
    });

    const reason = 'Reception (2026-12-12, 18:00 - 22:00): This time slot is already booked.';
    await drainOutbox(oneByOne(async () => ({ status: 409, body: { detail: reason } })));
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ state: 'conflict', last_error: reason });
    expect(await shown()).toHaveLength(3);

    await discardEntry(entry!.id);
    expect(await db.calendarBookings.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    const rows = await db.calendarSlots.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ slot_id: 12, is_reserved: false, is_available: true });
    expect(rows[0]!.pending).toBeUndefined();
  });

  it('applies the answer when the temporary rows have gone, and never reuses their ids', async () => {
    await queueWalkInWedding(5, wedding);
    await Promise.all([db.calendarSlots.clear(), db.calendarBookings.clear()]);
    // The waiting entry still names -1 to -3: a new row takes an id below them.
    expect(await nextTempId(db, db.calendarSlots)).toBe(-4);
    const result = await drainOutbox(oneByOne(async () => ({ status: 201, body: answer() })));
    expect(result.sent).toBe(1);
    const bookings = await db.calendarBookings.orderBy('booking_id').toArray();
    expect(bookings.map((b) => [b.booking_id, b.slot_id, b.event_name])).toEqual([
      [70, 41, 'Mehndi'],
      [71, 42, 'Wedding'],
      [72, 43, 'Reception'],
    ]);
    expect(await db.outbox.count()).toBe(0);
  });
});
