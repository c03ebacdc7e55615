// The owner's answers to booking requests on both engines (docs/architecture.md#10-two-engines):
// on a real SQLite file and on the run's throwaway PostgreSQL, the requests are listed alike, an
// approval with a hall and a decline with a reason each tell the customer once, after the
// commit, and a hall already held at that time is refused in the spec's words. Fifty approvals
// of fifty requests for one hall at overlapping times, all at once, accept exactly one: on
// PostgreSQL the losers are settled inside the transaction helper (the exclusion constraint, or
// a serialization failure run again until the service's own check names the holder), never by
// the caller; and ten approvals of ten requests for one slot accept one.

import { REQUEST_ERRORS } from '@baraat/shared/constants/business-requests';
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { BOOKING_ERRORS } from '@baraat/shared/schemas/bookings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../db/engine';
import { constraintRefusal } from '../../http/constraint-errors';
import type { OwnedBusiness } from '../../http/owned-business';
import { DEFAULT_TERMS } from '../../test/desk-rows';
import { ENGINES, openTestDatabase, type TestDatabase } from '../../test/engines';
import { businessRow, onOwnDevice, userRow } from '../../test/ledger-rows';
import { recordedEvents } from '../../test/pushes';
import { createOwnerBookingsService, type OwnerBookingsService } from './service';

const NOW = '2026-01-01T00:00:00.000Z';
const APPROVALS = 50;

describe.each(ENGINES)('the owner’s booking requests on %s', (engine) => {
  let test: TestDatabase;
  let service: OwnerBookingsService;
  let pushed: number[];
  let owner: number;

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    const recorded = recordedEvents(test.database);
    pushed = recorded.pushed;
    service = createOwnerBookingsService(test.database, recorded.events);
    owner = await test.database.transaction(() => userRow('Owner', true));
  });
  afterAll(() => test.close());

  /** A venue of its own (approvals need a hall) with one hall, "Hall A". */
  const hallOf = async (business: number, name: string, capacity: number) =>
    (await test.database.transaction(() =>
      get<{ id: number }>(
        `INSERT INTO business_workers (business_id, name, capacity, worker_role, created_at,
           modified_at)
         VALUES (@business, @name, @capacity, 'hall', @now, @now) RETURNING id`,
        { business, name, capacity, now: NOW },
      ),
    ))!.id;
  const venue = async () => {
    const { business } = await test.database.transaction(() => businessRow(owner, 1000));
    const hall = await hallOf(business, 'Hall A', 500);
    const desk: OwnedBusiness = {
      businessId: business,
      mappingId: 0,
      businessName: 'Hall',
      businessTypeId: 0,
      typeName: 'Marquee',
      slug: 'hall',
      isHall: true,
      ...DEFAULT_TERMS,
    };
    return { business, hall, desk };
  };
  /** A customer's pending request on a fresh slot of the business, `days` ahead (or on `slot`). */
  const request = async (
    business: number,
    times: { days?: number; start?: string; end?: string; status?: string; slot?: number } = {},
  ) => {
    const customer = await test.database.transaction(() => userRow('Ayesha'));
    const { days = 30, start = '18:00', end = '22:00', status = 'pending' } = times;
    const id = await test.database.transaction(function* () {
      const slot =
        times.slot ??
        (yield* get<{ id: number }>(
          `INSERT INTO slots (business_id, slot_name, date, start_time, end_time, created_at,
             modified_at)
           VALUES (@business, 'Evening', @date, @start, @end, @now, @now) RETURNING id`,
          { business, date: addDays(todayInPakistan(), days), start, end, now: NOW },
        ))!.id;
      return (yield* get<{ id: number }>(
        `INSERT INTO bookings (slot_id, business_id, customer_user_id, number_of_people, message,
           status, created_at, modified_at)
         VALUES (@slot, @business, @customer, 100, 'Walima', @status, @now, @now) RETURNING id`,
        { slot, business, customer, status, now: NOW },
      ))!.id;
    });
    return { id, customer };
  };
  const notices = async (receiver: number, type: string) =>
    (await test.database.read(
      get<{ n: number }>(
        'SELECT count(*) AS n FROM notifications WHERE receiver_id = @receiver AND type = @type',
        { receiver, type },
      ),
    ))!.n;
  /** A refusal as the API answers it: a service's AppError, or a database guard's by name. */
  const answerOf = (reason: unknown) => constraintRefusal(reason) ?? reason;

  it('lists the upcoming requests, the past ones and every booking, cancelled too', async () => {
    const { business } = await venue();
    const later = await request(business, { days: 40, start: '10:00', end: '13:00' });
    const sooner = await request(business, { days: 20 });
    const withdrawn = await request(business, { days: 25, status: 'cancelled' });
    const gone = await request(business, { days: -5 });

    const upcoming = await service.requests(business, undefined, false);
    expect(upcoming.map((row) => row.booking_id)).toEqual([sooner.id, later.id]);
    expect(upcoming[0]).toMatchObject({
      status: 'pending',
      is_verified: false,
      is_past: false,
      is_walkin: false,
      number_of_people: 100,
      message: 'Walima',
      slot: { slot_name: 'Evening', start_time: '18:00', end_time: '22:00', worker_id: null },
      user: { user_id: sooner.customer, first_name: 'Ayesha', last_name: 'Test' },
      worker_assigned: null,
    });
    expect(
      (await service.requests(business, undefined, true)).map((row) => row.booking_id),
    ).toEqual([gone.id]);
    expect((await service.bookings(business)).map((row) => row.booking_id)).toEqual([
      gone.id,
      sooner.id,
      withdrawn.id,
      later.id,
    ]);
    expect((await service.bookings(business, 'cancelled')).map((row) => row.booking_id)).toEqual([
      withdrawn.id,
    ]);
  });

  it('approves a request with a hall and tells the customer once, after the commit', async () => {
    const { business, hall, desk } = await venue();
    const { id, customer } = await request(business);
    const pushes = pushed.length;
    const accepted = await service.approve(desk, onOwnDevice(owner), id, {
      hall_id: hall,
      notes: 'Stage at the back',
    });
    expect(accepted).toMatchObject({
      booking_id: id,
      status: 'verified',
      is_verified: true,
      worker_assigned: { business_worker_entity_id: hall, name: 'Hall A', worker_role: 'hall' },
      notes: 'Stage at the back',
      decided_at: expect.any(String),
    });
    expect(pushed.slice(pushes)).toEqual([customer]);
    expect(await notices(customer, 'booking_accepted')).toBe(1);
    const slot = await test.database.read(
      get<{ is_reserved: number }>(
        'SELECT s.is_reserved FROM slots s JOIN bookings k ON k.slot_id = s.id WHERE k.id = @id',
        { id },
      ),
    );
    expect(slot!.is_reserved).toBe(1);
    await expect(
      service.approve(desk, onOwnDevice(owner), id, { hall_id: hall }),
    ).rejects.toMatchObject({
      status: 409,
      detail: REQUEST_ERRORS.notPending,
    });
    expect(pushed.slice(pushes)).toEqual([customer]);
  });

  it('declines a request with a reason and tells the customer once, after the commit', async () => {
    const { business, desk } = await venue();
    const { id, customer } = await request(business);
    const pushes = pushed.length;
    const declined = await service.decline(desk, onOwnDevice(owner), id, 'Closed for Eid');
    expect(declined).toMatchObject({
      booking_id: id,
      status: 'declined',
      is_declined: true,
      decline_reason: 'Closed for Eid',
    });
    expect(pushed.slice(pushes)).toEqual([customer]);
    expect(await notices(customer, 'booking_rejected')).toBe(1);
    const told = await test.database.read(
      get<{ message: string }>(
        "SELECT message FROM notifications WHERE receiver_id = @customer AND type = 'booking_rejected'",
        { customer },
      ),
    );
    expect(told!.message).toMatch(/: Closed for Eid$/);
    await expect(service.decline(desk, onOwnDevice(owner), id, null)).rejects.toMatchObject({
      status: 409,
    });
  });

  it('refuses a hall already held at that time in the spec’s words, and tells no one', async () => {
    const { business, hall, desk } = await venue();
    const held = await request(business, { start: '18:00', end: '22:00' });
    await service.approve(desk, onOwnDevice(owner), held.id, { hall_id: hall });
    // The same day (each request's slot is its own), overlapping the evening.
    const clash = await request(business, { start: '20:00', end: '23:00' });
    const pushes = pushed.length;
    await expect(
      service.approve(desk, onOwnDevice(owner), clash.id, { hall_id: hall }),
    ).rejects.toMatchObject({
      status: 409,
      detail: expect.stringMatching(/^Hall A is already booked for an event of Ayesha Test on /),
    });
    expect(pushed.slice(pushes)).toEqual([]);
    expect(await notices(clash.customer, 'booking_accepted')).toBe(0);
    expect(await service.checkHall(desk, clash.id, hall)).toMatchObject({
      hall_id: hall,
      available: false,
      message: expect.stringMatching(/^Hall A is already booked for /),
    });
    const free = await service.available(business, {
      date: addDays(todayInPakistan(), 30),
      startTime: '22:00',
      endTime: '23:00',
    });
    expect(free).toMatchObject([{ resource_id: hall, is_available: true, conflict: null }]);
  });

  it('moves an accepted booking to a hall that holds its people, and edits them within it', async () => {
    const { business, hall, desk } = await venue();
    const small = await hallOf(business, 'Hall B', 50);
    const large = await hallOf(business, 'Hall C', 300);
    const { id } = await request(business);
    await service.approve(desk, onOwnDevice(owner), id, { hall_id: hall });
    await expect(
      service.assign(desk, onOwnDevice(owner), id, small, 'hall_id'),
    ).rejects.toMatchObject({
      status: 422,
      detail: [expect.objectContaining({ loc: ['body', 'hall_id'] })],
    });
    expect(await service.assign(desk, onOwnDevice(owner), id, large, 'hall_id')).toMatchObject({
      worker_assigned: { business_worker_entity_id: large, name: 'Hall C', capacity: 300 },
    });
    await expect(
      service.details(desk, onOwnDevice(owner), id, { number_of_people: 301 }),
    ).rejects.toMatchObject({
      status: 422,
      detail: [expect.objectContaining({ loc: ['body', 'number_of_people'] })],
    });
    expect(
      await service.details(desk, onOwnDevice(owner), id, {
        number_of_people: 250,
        notes: 'Mehndi stage',
      }),
    ).toMatchObject({ number_of_people: 250, notes: 'Mehndi stage', status: 'verified' });
  });

  it('accepts exactly one of fifty approvals of one hall at overlapping times, all at once', async () => {
    const { business, hall, desk } = await venue();
    // Each its own slot on one day, starting a minute apart, all ending at 20:00: every pair
    // overlaps.
    const requests: { id: number; customer: number }[] = [];
    for (let n = 0; n < APPROVALS; n += 1) {
      requests.push(
        await request(business, { days: 50, start: `08:${String(n).padStart(2, '0')}` }),
      );
    }
    const pushes = pushed.length;
    const results = await Promise.allSettled(
      requests.map(({ id }) => service.approve(desk, onOwnDevice(owner), id, { hall_id: hall })),
    );
    const won = results.flatMap((result, n) =>
      result.status === 'fulfilled' ? [requests[n]!] : [],
    );
    expect(won).toHaveLength(1);
    const refusals = results.flatMap((result) =>
      result.status === 'rejected' ? [answerOf(result.reason)] : [],
    );
    expect(refusals).toHaveLength(APPROVALS - 1);
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({ status: 409 });
      // The service's own check names the holder; the database's guard, when it is the one
      // that refuses, answers the spec's general sentence.
      const { detail } = refusal as { detail: string };
      if (detail !== REQUEST_ERRORS.hallBooked) {
        expect(detail).toMatch(/^Hall A is already booked for an event of Ayesha Test on /);
      }
    }
    const held = await test.database.read(
      get<{ n: number }>(
        "SELECT count(*) AS n FROM bookings WHERE worker_id = @hall AND status = 'verified'",
        { hall },
      ),
    );
    expect(held!.n).toBe(1);
    // The winner's customer is told once; no refused attempt told anyone.
    expect(pushed.slice(pushes)).toEqual([won[0]!.customer]);
    const told = await test.database.read(
      get<{ n: number }>(
        `SELECT count(*) AS n FROM notifications
         WHERE type = 'booking_accepted' AND receiver_id IN (
           SELECT customer_user_id FROM bookings WHERE business_id = @business)`,
        { business },
      ),
    );
    expect(told!.n).toBe(1);
  });

  it('accepts one of ten requests for one slot approved at once, and refuses nine', async () => {
    const { business, desk } = await venue();
    // A business whose approvals need no hall: only the slot is contended.
    const caterer = { ...desk, isHall: false };
    const first = await request(business, { days: 60 });
    const slot = (await test.database.read(
      get<{ slot_id: number }>('SELECT slot_id FROM bookings WHERE id = @id', { id: first.id }),
    ))!.slot_id;
    const requests = [first];
    for (let n = 1; n < 10; n += 1) requests.push(await request(business, { slot }));
    const results = await Promise.allSettled(
      requests.map(({ id }) => service.approve(caterer, onOwnDevice(owner), id, {})),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((result) => result.status === 'rejected')) {
      expect(answerOf((result as PromiseRejectedResult).reason)).toMatchObject({
        status: 409,
        detail: BOOKING_ERRORS.slotTaken,
      });
    }
  });
});
