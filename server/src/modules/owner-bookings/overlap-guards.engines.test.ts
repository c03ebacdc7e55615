// The database's last guards on a hall's time, on both engines (docs/architecture.md#10-two-engines):
// no hall or team held by two accepted bookings at overlapping times (resource_double_booked),
// and no two live slots of one hall or team overlapping (slot_overlap). SQLite checks them with
// triggers, one writer at a time; PostgreSQL with exclusion constraints, which hold across
// concurrent transactions. Fifty writers at once, on a real SQLite file and on the run's
// throwaway PostgreSQL (eight pooled connections), leave exactly one of them standing, and the
// others are refused by name, which the API answers 409 with the spec's text.
import { REQUEST_ERRORS } from '@baraat/shared/constants/business-requests';
import { SLOT_TEXTS } from '@baraat/shared/domain/slot-times';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConstraintError } from '../../db/constraints';
import { get, run } from '../../db/engine';
import { constraintRefusal } from '../../http/constraint-errors';
import { ENGINES, openTestDatabase, type TestDatabase } from '../../test/engines';
import { bookingRow, businessRow, userRow } from '../../test/ledger-rows';

const NOW = '2026-01-01T00:00:00.000Z';
const WRITERS = 50;

describe.each(ENGINES)('a hall’s time on %s', (engine) => {
  let test: TestDatabase;
  let owner: number;
  let customer: number;

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    owner = await test.database.transaction(() => userRow('Owner', true));
    customer = await test.database.transaction(() => userRow('Ayesha'));
  });
  afterAll(() => test.close());

  const place = () => test.database.transaction(() => businessRow(owner, 1000));
  const hallOf = async (business: number, name = 'Hall A') =>
    (await test.database.transaction(() =>
      get<{ id: number }>(
        `INSERT INTO business_workers (business_id, name, capacity, worker_role, created_at,
           modified_at)
         VALUES (@business, @name, 500, 'hall', @now, @now) RETURNING id`,
        { business, name, now: NOW },
      ),
    ))!.id;
  const slot = async (
    business: number,
    times: { date?: string; start: string; end: string; hall?: number },
  ) =>
    (await test.database.transaction(() =>
      get<{ id: number }>(
        `INSERT INTO slots (business_id, worker_id, slot_name, date, start_time, end_time,
           created_at, modified_at)
         VALUES (@business, @hall, 'Evening', @date, @start, @end, @now, @now) RETURNING id`,
        { business, hall: times.hall ?? null, date: '2030-05-01', ...times, now: NOW },
      ),
    ))!.id;
  const requestOn = async (business: number, slotId: number) =>
    (await test.database.transaction(() =>
      get<{ id: number }>(
        `INSERT INTO bookings (slot_id, business_id, customer_user_id, number_of_people, status,
           created_at, modified_at)
         VALUES (@slotId, @business, @customer, 100, 'pending', @now, @now) RETURNING id`,
        { slotId, business, customer, now: NOW },
      ),
    ))!.id;
  const accept = (booking: number, hall: number) =>
    test.database.transaction(() =>
      run("UPDATE bookings SET status = 'verified', worker_id = @hall WHERE id = @booking", {
        booking,
        hall,
      }),
    );
  /** What each settled write was: 'done', or the name of the guard that refused it. */
  const outcomes = (results: PromiseSettledResult<unknown>[]) =>
    results.map((result) => {
      if (result.status === 'fulfilled') return 'done';
      expect(result.reason).toBeInstanceOf(ConstraintError);
      return (result.reason as ConstraintError).constraint;
    });
  const count = (list: string[], name: string) => list.filter((item) => item === name).length;
  /** Exactly one write went through; every other was refused by `guard`, answered `answer`. */
  const oneStanding = (
    results: PromiseSettledResult<unknown>[],
    guard: string,
    answer: { status: number; detail: string },
  ) => {
    const seen = outcomes(results);
    expect(count(seen, 'done')).toBe(1);
    expect(count(seen, guard)).toBe(WRITERS - 1);
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(constraintRefusal(refused.reason)).toMatchObject(answer);
  };

  it('accepts one of fifty requests for one hall at one time, and refuses 49 by name', async () => {
    const { business, packageId } = await place();
    const hall = await hallOf(business);
    const requests: number[] = [];
    for (let i = 0; i < WRITERS; i += 1) {
      const other = await test.database.transaction(() => userRow('Guest'));
      requests.push(
        await test.database.transaction(() =>
          bookingRow({ business, packageId }, other, 'pending', 100, '2030-05-01'),
        ),
      );
    }
    const results = await Promise.allSettled(requests.map((booking) => accept(booking, hall)));
    oneStanding(results, 'resource_double_booked', {
      status: 409,
      detail: REQUEST_ERRORS.hallBooked,
    });
    const held = await test.database.read(
      get<{ n: number }>(
        "SELECT count(*) AS n FROM bookings WHERE worker_id = @hall AND status = 'verified'",
        { hall },
      ),
    );
    expect(held!.n).toBe(1);
  });

  it('lets times that only touch, another hall, and a released hall be accepted', async () => {
    const { business } = await place();
    const [hallA, hallB] = [await hallOf(business), await hallOf(business, 'Hall B')];
    const evening = await requestOn(
      business,
      await slot(business, { start: '18:00', end: '22:00' }),
    );
    const late = await requestOn(business, await slot(business, { start: '22:00', end: '23:30' }));
    const same = await requestOn(business, await slot(business, { start: '19:00', end: '21:00' }));
    await accept(evening, hallA);
    await accept(late, hallA);
    await expect(accept(same, hallA)).rejects.toMatchObject({
      constraint: 'resource_double_booked',
    });
    await accept(same, hallB);
    // Declining the evening releases Hall A's evening.
    await test.database.transaction(() =>
      run("UPDATE bookings SET status = 'declined', worker_id = NULL WHERE id = @same", { same }),
    );
    await test.database.transaction(() =>
      run("UPDATE bookings SET status = 'cancelled' WHERE id = @evening", { evening }),
    );
    await accept(same, hallA);
  });

  it('refuses to move a slot onto the time its hall is held, and moves it elsewhere', async () => {
    const { business } = await place();
    const hall = await hallOf(business);
    const morningSlot = await slot(business, { start: '10:00', end: '13:00' });
    await accept(await requestOn(business, morningSlot), hall);
    const eveningSlot = await slot(business, { start: '18:00', end: '22:00' });
    await accept(await requestOn(business, eveningSlot), hall);
    const move = (start: string, end: string) =>
      test.database.transaction(() =>
        run('UPDATE slots SET start_time = @start, end_time = @end WHERE id = @eveningSlot', {
          start,
          end,
          eveningSlot,
        }),
      );
    await expect(move('12:00', '16:00')).rejects.toMatchObject({
      constraint: 'resource_double_booked',
    });
    await move('13:00', '17:00');
    await expect(move('09:00', '10:30')).rejects.toMatchObject({
      constraint: 'resource_double_booked',
    });
  });

  it('keeps one of fifty overlapping slots for one hall, and ignores deleted slots', async () => {
    const { business } = await place();
    const hall = await hallOf(business);
    const results = await Promise.allSettled(
      Array.from({ length: WRITERS }, (_, i) =>
        slot(business, { start: `1${i % 8}:00`, end: '19:00', hall }),
      ),
    );
    oneStanding(results, 'slot_overlap', { status: 409, detail: SLOT_TEXTS.hallHasSlot });
    // The business's own slots (no hall) may overlap; a deleted slot holds nothing.
    await slot(business, { start: '10:00', end: '19:00' });
    await slot(business, { start: '10:00', end: '19:00' });
    const kept = results.find(
      (result) => result.status === 'fulfilled',
    ) as PromiseFulfilledResult<number>;
    await test.database.transaction(() =>
      run('UPDATE slots SET is_deleted = 1 WHERE id = @id', { id: kept.value }),
    );
    await slot(business, { start: '10:00', end: '19:00', hall });
  });
});
