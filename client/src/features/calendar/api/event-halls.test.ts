// The calendar's event rows name where each event is (docs/product/calendar.md#where-an-event-is)
// from the device's copy alone: the hall a booking was accepted into, else its slot's, for rows
// the server sent and for changes still waiting in the outbox.
import 'fake-indexeddb/auto';
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import type { CalendarWorker } from '@baraat/shared/schemas/sync';
import { beforeEach, describe, expect, it } from 'vitest';
import { type BaraatDb, database } from '@/lib/db';
import { clearCalendar, putHall, testBooking, testSlot } from '../test-slot';
import { acceptBooking } from './accept-booking';
import { queueWalkIn } from './create-walkin';
import { queueWalkInWedding } from './create-walkin-wedding';
import { pullCalendar } from './pull-calendar';
import { eventsBetween } from './use-calendar-range';

const OWNER = 5;
const HALL_A = 3;
const GARDEN_LAWN = 4;
const HALL_B = 6;
const date = addDays(todayInPakistan(), 3);

let db: BaraatDb;
beforeEach(async () => {
  db = await database();
  await Promise.all([clearCalendar(db), db.syncState.clear()]);
});

const worker = (worker_id: number, name: string): CalendarWorker => ({
  worker_id,
  name,
  capacity: 500,
  worker_role: 'hall',
  is_active: true,
  modified_at: '',
});

/** The hall each event of the day is shown in, by its title, as the calendar reads the device. */
const hallsShown = async () =>
  Object.fromEntries(
    (await eventsBetween(db, OWNER, date, date)).map((event) => [event.title, event.hall?.name]),
  );

describe('where the calendar says an event is', () => {
  it('names the hall a booking was accepted into, else its slot’s, from the pulled copy', async () => {
    await pullCalendar(OWNER, async () => ({
      cursor: '1',
      reset: true,
      window: { start: date, end: date },
      slots: [
        testSlot(1, { date, worker_id: HALL_A, worker_name: 'Hall A', is_reserved: true }),
        testSlot(2, { date, is_reserved: true }),
        testSlot(3, { date, worker_id: HALL_A, worker_name: 'Hall A' }),
        testSlot(4, { date, worker_id: HALL_A, worker_name: 'Hall A', slot_name: 'Open' }),
      ],
      bookings: [
        testBooking(11, {
          slot_id: 1,
          status: 'verified',
          event_name: 'Mehndi',
          worker_id: GARDEN_LAWN,
        }),
        testBooking(12, {
          slot_id: 2,
          status: 'verified',
          event_name: 'Baraat',
          worker_id: HALL_B,
        }),
        testBooking(13, { slot_id: 3, event_name: 'Walima' }),
      ],
      workers: [
        worker(HALL_A, 'Hall A'),
        worker(GARDEN_LAWN, 'Garden Lawn'),
        worker(HALL_B, 'Hall B'),
      ],
      deleted: [],
      more: false,
    }));
    expect(await hallsShown()).toEqual({
      'Noor Khan · Mehndi': 'Garden Lawn',
      'Noor Khan · Baraat': 'Hall B',
      'Noor Khan · Walima': 'Hall A',
      Open: 'Hall A',
    });
  });

  it('moves a request accepted on the device into the hall chosen, before the server has it', async () => {
    await putHall(db, HALL_A, 'Hall A');
    await putHall(db, GARDEN_LAWN, 'Garden Lawn');
    const slot = testSlot(1, { date, worker_id: HALL_A, worker_name: 'Hall A' });
    const request = testBooking(11, { slot_id: 1, event_name: 'Mehndi' });
    await db.calendarSlots.put({ ...slot, owner_id: OWNER });
    await db.calendarBookings.put({ ...request, owner_id: OWNER });
    await acceptBooking(OWNER, request, slot, { field: 'hall_id', id: GARDEN_LAWN });
    const [event] = await eventsBetween(db, OWNER, date, date);
    expect(event).toMatchObject({ pending: true, hall: { worker_id: GARDEN_LAWN } });
    expect(event!.hall!.name).toBe('Garden Lawn');
  });

  it('names the hall chosen for a walk-in and each event of a walk-in wedding still queued', async () => {
    await putHall(db, HALL_A, 'Hall A');
    await putHall(db, GARDEN_LAWN, 'Garden Lawn');
    await db.calendarSlots.put({
      ...testSlot(2, { date, start_time: '10:00', end_time: '12:00', slot_name: 'Morning' }),
      owner_id: OWNER,
    });
    const family = { customer_phone: null, customer_email: null, description: null };
    const walkIn = {
      ...family,
      customer_name: 'Bilal Ahmed',
      slot_id: 2,
      worker_id: GARDEN_LAWN,
      number_of_people: 40,
      package_id: null,
    };
    expect(await queueWalkIn(OWNER, walkIn)).toMatchObject({ ok: true });
    const event = (start_time: string, end_time: string, worker_id: number, type: number) => ({
      ...family,
      customer_name: 'Khan family',
      date,
      start_time,
      end_time,
      worker_id,
      event_type_id: type,
      number_of_people: 200,
      package_id: null,
    });
    const wedding = {
      ...family,
      title: 'Khan wedding',
      customer_name: 'Khan family',
      events: [event('13:00', '15:00', HALL_A, 3), event('19:00', '22:00', GARDEN_LAWN, 1)],
    };
    expect(await queueWalkInWedding(OWNER, wedding)).toMatchObject({ ok: true });
    const shown = await eventsBetween(db, OWNER, date, date);
    expect(
      shown
        .map((e) => [e.start_time, e.title, e.pending, e.hall?.name])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['10:00', 'Bilal Ahmed · Walk-in', true, 'Garden Lawn'],
      ['13:00', 'Khan family · Mehndi', true, 'Hall A'],
      ['19:00', 'Khan family · Wedding', true, 'Garden Lawn'],
    ]);
  });
});
