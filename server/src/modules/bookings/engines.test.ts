// A customer's booking requests on both engines (docs/architecture.md#10-two-engines): on a real
// SQLite file and on the run's throwaway PostgreSQL, a request is stored with its owner's
// notification, listed, counted and withdrawn alike; one customer asking for one slot ten times
// at once stores one request; and past accepted bookings are completed by the upkeep.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { BOOKING_ERRORS } from '@baraat/shared/schemas/bookings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, run } from '../../db/engine';
import type { AuthUser } from '../../http/context';
import { ENGINES, openTestDatabase, type TestDatabase } from '../../test/engines';
import { bookingRow, businessRow, userRow } from '../../test/ledger-rows';
import { recordedEvents } from '../../test/pushes';
import { type BookingsService, createBookingsService } from './service';

const NOW = '2026-01-01T00:00:00.000Z';

describe.each(ENGINES)('booking requests on %s', (engine) => {
  let test: TestDatabase;
  let bookings: BookingsService;
  let pushed: number[];
  let owner: number;
  let place: { business: number; packageId: number };

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    const recorded = recordedEvents(test.database);
    pushed = recorded.pushed;
    bookings = createBookingsService(test.database, recorded.events);
    owner = await test.database.transaction(() => userRow('Owner', true));
    place = await test.database.transaction(() => businessRow(owner, 1000));
  });
  afterAll(() => test.close());

  const customer = async (): Promise<AuthUser> =>
    ({ id: await test.database.transaction(() => userRow('Ayesha')) }) as AuthUser;
  /** An open slot of the business, days from today. */
  const openSlot = async (days = 10) =>
    (await test.database.transaction(() =>
      get<{ id: number }>(
        `INSERT INTO slots (business_id, slot_name, date, start_time, end_time, created_at,
           modified_at)
         VALUES (@business, 'Evening', @date, '18:00', '23:00', @now, @now) RETURNING id`,
        { business: place.business, date: addDays(todayInPakistan(), days), now: NOW },
      ),
    ))!.id;
  const requestsOf = async (slot: number) =>
    (await test.database.read(
      get<{ n: number }>('SELECT count(*) AS n FROM bookings WHERE slot_id = @slot', { slot }),
    ))!.n;

  it('stores a request, tells the owner, lists and counts it, and lets the customer withdraw it', async () => {
    const user = await customer();
    const slot = await openSlot();
    const pushes = pushed.length;
    const made = await bookings.create(user, {
      slot_id: slot,
      number_of_people: 90,
      message: 'Mehndi for 90',
      package_selected_id: place.packageId,
    } as Parameters<BookingsService['create']>[1]);
    expect(made).toEqual({ booking_id: expect.any(Number), status: 'pending' });
    expect(pushed.slice(pushes)).toEqual([owner]);

    const [mine] = await bookings.mine(user.id);
    expect(mine).toMatchObject({ booking_id: made.booking_id, status: 'pending' });
    expect(await bookings.get(made.booking_id, user.id)).toMatchObject({
      booking_id: made.booking_id,
    });
    expect((await bookings.stats(user.id)).pending).toBe(1);

    const cancelled = await bookings.cancel(made.booking_id, user.id);
    expect(cancelled).toMatchObject({ booking_id: made.booking_id, status: 'cancelled' });
    await expect(bookings.cancel(made.booking_id, user.id)).rejects.toMatchObject({
      status: 409,
      detail: BOOKING_ERRORS.onlyPendingCancel,
    });
    const stranger = await customer();
    await expect(bookings.get(made.booking_id, stranger.id)).rejects.toMatchObject({
      status: 404,
    });
  });

  /** A refusal of the request's field with the spec's text. */
  const refusedWith = (msg: string) => ({
    status: 422,
    detail: [expect.objectContaining({ msg })],
  });

  it('refuses a slot gone by, a package of another business, and one’s own business', async () => {
    const user = await customer();
    const past = await openSlot(-2);
    await expect(
      bookings.create(user, { slot_id: past, number_of_people: 10, message: '' } as never),
    ).rejects.toMatchObject(refusedWith(BOOKING_ERRORS.slotPast));
    const other = await test.database.transaction(() => businessRow(owner, 500));
    const slot = await openSlot();
    await expect(
      bookings.create(user, {
        slot_id: slot,
        number_of_people: 10,
        message: '',
        package_selected_id: other.packageId,
      } as never),
    ).rejects.toMatchObject(refusedWith(BOOKING_ERRORS.packageNotOffered));
    await expect(
      bookings.create(
        { id: owner } as AuthUser,
        {
          slot_id: slot,
          number_of_people: 10,
          message: '',
        } as never,
      ),
    ).rejects.toMatchObject({ status: 422 });
    expect(await requestsOf(slot)).toBe(0);
  });

  it('stores one request of a customer who asks for one slot ten times at once', async () => {
    const user = await customer();
    const slot = await openSlot();
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        bookings.create(user, { slot_id: slot, number_of_people: 80, message: '' } as never),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((result) => result.status === 'rejected')) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        status: 409,
        detail: BOOKING_ERRORS.alreadyRequested,
      });
    }
    expect(await requestsOf(slot)).toBe(1);
  });

  it('completes accepted bookings whose day has passed, and only those', async () => {
    const user = await customer();
    const past = await test.database.transaction(() =>
      bookingRow(place, user.id, 'verified', 20, addDays(todayInPakistan(), -3)),
    );
    const ahead = await test.database.transaction(() =>
      bookingRow(place, user.id, 'verified', 20, addDays(todayInPakistan(), 3)),
    );
    expect(await bookings.completePast()).toBeGreaterThanOrEqual(1);
    const status = async (id: number) =>
      (await test.database.read(
        get<{ status: string }>('SELECT status FROM bookings WHERE id = @id', { id }),
      ))!.status;
    expect([await status(past), await status(ahead)]).toEqual(['completed', 'verified']);
    await test.database.transaction(() =>
      run("UPDATE bookings SET status = 'cancelled' WHERE id = @ahead", { ahead }),
    );
  });
});
