// The payments service on both engines (docs/architecture.md#10-two-engines): the same rules,
// the same rows, and the ledger's guarantees under concurrent writers, on a real SQLite file and
// on the run's throwaway PostgreSQL.
import type { RecordPayment } from '@baraat/shared/schemas/payments';
import { PAYMENT_ERRORS } from '@baraat/shared/schemas/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConstraintError } from '../../db/constraints';
import { get, run } from '../../db/engine';
import type { AuthUser } from '../../http/context';
import { ownerActor } from '../../policies/actor';
import { ENGINES, openTestDatabase, type TestDatabase } from '../../test/engines';
import { bookingRow, businessRow, onOwnDevice, userRow } from '../../test/ledger-rows';
import { paymentsRepo } from './repo';
import { createPaymentsService, type PaymentsService } from './service';

const asUser = (id: number, owner: boolean) =>
  ({ id, isBusinessOwner: owner }) as unknown as AuthUser;

const payment = (bookingId: number, amount: number): RecordPayment => ({
  booking_id: bookingId,
  amount,
  kind: 'advance',
  method: 'cash',
  reference: null,
  note: null,
  paid_on: '2026-01-02',
});

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { status?: number }) => error.status ?? 500,
  );

describe.each(ENGINES)('payments on %s', (engine) => {
  let test: TestDatabase;
  let payments: PaymentsService;
  let owner: number;
  let customer: number;
  let place: { business: number; packageId: number };

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    payments = createPaymentsService(test.database);
    ({ owner, customer, place } = await test.database.transaction(function* () {
      const owner = yield* userRow('Owner', true);
      const customer = yield* userRow('Ayesha');
      return { owner, customer, place: yield* businessRow(owner, 1500) };
    }));
  });
  afterAll(() => test.close());

  const booking = (status: 'pending' | 'verified', people = 2) =>
    test.database.transaction(() => bookingRow(place, customer, status, people));

  it('records a payment that its owner and customer see, and nobody else', async () => {
    const bookingId = await booking('verified');
    const paid = await payments.record(
      ownerActor(owner),
      onOwnDevice(owner),
      payment(bookingId, 1000),
    );
    expect(paid).toMatchObject({
      booking_id: bookingId,
      amount: 1000,
      customer_name: 'Ayesha Test',
      service_name: 'Mehndi night',
      status: 'completed',
      payment_date: '2026-01-02',
      booking_date: '2030-05-01',
    });
    expect(typeof paid.payment_id).toBe('number');
    expect(await payments.get(paid.payment_id, asUser(customer, false))).toEqual(paid);
    const mine = await payments.mine(asUser(owner, true), { skip: 0, limit: 50 });
    expect(mine.map((row) => row.payment_id)).toContain(paid.payment_id);
    const stranger = await test.database.transaction(() => userRow('Stranger'));
    await expect(payments.get(paid.payment_id, asUser(stranger, false))).rejects.toMatchObject({
      status: 404,
      detail: PAYMENT_ERRORS.paymentNotFound,
    });
  });

  it('refuses a booking not accepted, and one of another business', async () => {
    const pending = await booking('pending');
    await expect(
      payments.record(ownerActor(owner), onOwnDevice(owner), payment(pending, 500)),
    ).rejects.toMatchObject({
      status: 409,
      detail: PAYMENT_ERRORS.bookingNotConfirmed,
    });
    const rival = await test.database.transaction(() => userRow('Rival', true));
    await expect(
      payments.record(ownerActor(rival), onOwnDevice(rival), payment(pending, 500)),
    ).rejects.toMatchObject({
      status: 404,
    });
  });

  it('lists what is still due, with the total from booking_totals', async () => {
    const bookingId = await booking('verified', 4);
    const due = async () =>
      (await payments.receivables(owner, { skip: 0, limit: 100 })).find(
        (row) => row.booking_id === bookingId,
      );
    expect(await due()).toMatchObject({ total_amount: 6000, paid_amount: 0 });
    await payments.record(ownerActor(owner), onOwnDevice(owner), payment(bookingId, 2500));
    expect(await due()).toMatchObject({ paid_amount: 2500, outstanding_amount: 3500 });
    await payments.record(ownerActor(owner), onOwnDevice(owner), payment(bookingId, 3500));
    expect(await due()).toBeUndefined();
  });

  it('refunds a payment once, however many owners press at once', async () => {
    const bookingId = await booking('verified');
    const paid = await payments.record(
      ownerActor(owner),
      onOwnDevice(owner),
      payment(bookingId, 700),
    );
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () =>
        statusOf(payments.refund(paid.payment_id, ownerActor(owner), onOwnDevice(owner))),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
  });

  it('keeps every one of many payments recorded at once', async () => {
    const bookingId = await booking('verified', 40);
    const recorded = await Promise.all(
      Array.from({ length: 20 }, () =>
        payments.record(ownerActor(owner), onOwnDevice(owner), payment(bookingId, 100)),
      ),
    );
    expect(new Set(recorded.map((row) => row.payment_id)).size).toBe(20);
    const sum = await test.database.read(
      get<{ paid: number }>(
        'SELECT sum(amount) AS paid FROM payments WHERE booking_id = @bookingId',
        { bookingId },
      ),
    );
    expect(sum?.paid).toBe(2000);
  });

  it('rolls the whole transaction back when its body fails', async () => {
    const bookingId = await booking('verified');
    const failed = test.database.transaction(function* () {
      yield* paymentsRepo.insert({
        ...payment(bookingId, 900),
        business_id: place.business,
        recorded_by_user_id: owner,
        device_user_id: null,
        now: '2026-01-02T00:00:00.000Z',
      });
      throw new Error('after the insert');
    });
    await expect(failed).rejects.toThrow('after the insert');
    expect(await payments.receivables(owner, { skip: 0, limit: 100 })).toContainEqual(
      expect.objectContaining({ booking_id: bookingId, paid_amount: 0 }),
    );
  });

  it('names the unique index that refused a write', async () => {
    const bookingId = await booking('verified');
    const other = await test.database.transaction(() => userRow('Other'));
    // Another customer's accepted booking of the same slot: only that one index applies.
    const refused = test.database.transaction(() =>
      run(
        `INSERT INTO bookings (slot_id, business_id, customer_user_id, status, created_at, modified_at)
         SELECT slot_id, business_id, @other, 'verified', created_at, modified_at
         FROM bookings WHERE id = @bookingId`,
        { bookingId, other },
      ),
    );
    await expect(refused).rejects.toBeInstanceOf(ConstraintError);
    await expect(refused).rejects.toMatchObject({ constraint: 'bookings_one_accepted_per_slot' });
  });
});
