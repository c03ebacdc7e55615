// Notifications on both engines (docs/architecture.md#10-two-engines): the same pages, polls and
// changes on a real SQLite file and on the run's throwaway PostgreSQL, and a recorded payment's
// notification written in the payment's own transaction, pushed once after it commits.
import type { RecordPayment } from '@baraat/shared/schemas/payments';
import type { ServerFrame } from '@baraat/shared/schemas/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../db/engine';
import { ownerActor } from '../../policies/actor';
import { ENGINES, openTestDatabase, type TestDatabase } from '../../test/engines';
import { bookingRow, businessRow, onOwnDevice, userRow } from '../../test/ledger-rows';
import { createPaymentsService, type PaymentsService } from '../payments/service';
import { createDomainEvents } from './events-service';
import { createNotificationsService, type NotificationsService } from './service';

/** An advance paid in cash, of `amount` against the booking. */
const ADVANCE = { kind: 'advance', method: 'cash', reference: null, note: null } as const;
const payment = (booking_id: number, amount: number): RecordPayment => ({
  ...ADVANCE,
  booking_id,
  amount,
  paid_on: '2026-01-02',
});

describe.each(ENGINES)('notifications on %s', (engine) => {
  let test: TestDatabase;
  let notifications: NotificationsService;
  let payments: PaymentsService;
  /** What was pushed, and how many of the receiver's notifications another read saw then. */
  let pushed: { userId: number; frame: ServerFrame; stored: Promise<number> }[];
  let owner: number;
  let customer: number;
  let place: { business: number; packageId: number };

  const storedFor = async (userId: number, bookingId?: number) =>
    (await test.database.read(
      get<{ n: number }>(
        `SELECT count(*) AS n FROM notifications WHERE receiver_id = @userId
           AND (CAST(@bookingId AS INTEGER) IS NULL OR data LIKE @pattern)`,
        {
          userId,
          bookingId: bookingId ?? null,
          pattern: `%"booking_id":${bookingId ?? 0},%`,
        },
      ),
    ))!.n;

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    pushed = [];
    notifications = createNotificationsService(test.database, {
      toUser: (userId, frame) => {
        pushed.push({ userId, frame, stored: storedFor(userId) });
        return true;
      },
    });
    payments = createPaymentsService(test.database, createDomainEvents(notifications));
    ({ owner, customer, place } = await test.database.transaction(function* () {
      const owner = yield* userRow('Owner', true);
      const customer = yield* userRow('Ayesha');
      return { owner, customer, place: yield* businessRow(owner, 1500) };
    }));
  });
  afterAll(() => test.close());

  const booking = (status: 'pending' | 'verified') =>
    test.database.transaction(() => bookingRow(place, customer, status));

  it("writes a payment's notification in its transaction and pushes it once, after commit", async () => {
    const bookingId = await booking('verified');
    pushed.length = 0;
    await payments.record(ownerActor(owner), onOwnDevice(owner), payment(bookingId, 1000));
    expect(await storedFor(customer, bookingId)).toBe(1);
    expect(pushed).toHaveLength(1);
    expect(pushed[0]).toMatchObject({
      userId: customer,
      frame: {
        type: 'notification',
        notification: {
          receiver_id: customer,
          type: 'payment_completed',
          title: 'Payment recorded',
          data: { booking_id: bookingId, amount: 1000 },
          action_url: '/customer/dashboard?tab=payments',
          is_read: false,
        },
      },
    });
    // Another read made when the push ran already saw the committed row.
    expect(await pushed[0]!.stored).toBeGreaterThanOrEqual(1);
  });

  it('leaves no notification and pushes nothing for a refused or rolled-back payment', async () => {
    const pending = await booking('pending');
    pushed.length = 0;
    await expect(
      payments.record(ownerActor(owner), onOwnDevice(owner), payment(pending, 500)),
    ).rejects.toMatchObject({
      status: 409,
    });
    const verified = await booking('verified');
    const failed = test.database.transaction(function* () {
      yield* payments.recordStep(ownerActor(owner), onOwnDevice(owner), payment(verified, 500));
      throw new Error('after the payment');
    });
    await expect(failed).rejects.toThrow('after the payment');
    expect(await storedFor(customer, pending)).toBe(0);
    expect(await storedFor(customer, verified)).toBe(0);
    expect(
      await test.database.read(
        get<{ n: number }>('SELECT count(*) AS n FROM payments WHERE booking_id = @verified', {
          verified,
        }),
      ),
    ).toEqual({ n: 0 });
    expect(pushed).toEqual([]);
  });

  it('keeps one notification per payment of many recorded at once', async () => {
    const bookingId = await booking('verified');
    pushed.length = 0;
    await Promise.all(
      Array.from({ length: 10 }, () =>
        payments.record(ownerActor(owner), onOwnDevice(owner), payment(bookingId, 100)),
      ),
    );
    expect(await storedFor(customer, bookingId)).toBe(10);
    expect(pushed).toHaveLength(10);
    expect(new Set(pushed.map((push) => push.frame.type))).toEqual(new Set(['notification']));
  });

  it('pages, filters, polls, marks and deletes only the receiver’s own', async () => {
    const me = await test.database.transaction(() => userRow('Reader'));
    const other = await test.database.transaction(() => userRow('Other'));
    const ids: number[] = [];
    for (const [type, title] of [
      ['booking_new', 'New booking request'],
      ['review_new', 'New review'],
      ['message_new', 'New 100% message_'],
    ] as const) {
      ids.push(
        (await notifications.record({ receiver_id: me, type, title, message: `About ${title}` }))
          .notification_id,
      );
    }
    const theirs = await notifications.record({
      receiver_id: other,
      type: 'reminder',
      title: 'Theirs',
      message: 'Not mine',
    });

    const all = await notifications.page(me, { page: 1, limit: 2 });
    expect(all).toMatchObject({ total: 3, unread_count: 3, current_page: 1, total_pages: 2 });
    expect(all.notifications.map((n) => n.notification_id)).toEqual([ids[2], ids[1]]);
    const reviews = await notifications.page(me, {
      page: 1,
      limit: 10,
      type: ['review_new', 'booking_new'],
    });
    expect(reviews.notifications.map((n) => n.type)).toEqual(['review_new', 'booking_new']);
    // A literal % and _, whatever the case.
    const found = await notifications.page(me, { page: 1, limit: 10, q: 'new 100% MESSAGE_' });
    expect(found.notifications.map((n) => n.notification_id)).toEqual([ids[2]]);
    expect((await notifications.page(me, { page: 1, limit: 10, q: '100_%' })).total).toBe(0);

    const since = await notifications.poll(me, String(ids[0]));
    expect(since.new_notifications.map((n) => n.notification_id)).toEqual([ids[1], ids[2]]);
    const unreadNewest = await notifications.poll(me, undefined);
    expect(unreadNewest.new_notifications.map((n) => n.notification_id)).toEqual(ids);
    const byTime = await notifications.poll(me, '2000-01-01T00:00:00.000Z');
    expect(byTime.new_notifications).toHaveLength(3);

    expect(await notifications.markRead(me, [ids[0]!, theirs.notification_id])).toEqual({
      marked: 1,
      unread_count: 2,
    });
    await expect(notifications.markRead(me, [theirs.notification_id])).rejects.toMatchObject({
      status: 404,
    });
    expect(
      (await notifications.page(me, { page: 1, limit: 10, unread: true })).notifications.map(
        (n) => n.notification_id,
      ),
    ).toEqual([ids[2], ids[1]]);
    expect(await notifications.remove(me, [ids[1]!])).toEqual({ deleted: 1, unread_count: 1 });
    await expect(notifications.remove(me, [ids[1]!])).rejects.toMatchObject({ status: 404 });
    expect(await notifications.markAll(me)).toEqual({ marked: 1, unread_count: 0 });
    expect(await notifications.unreadCount(me)).toEqual({ unread_count: 0 });
    expect(await notifications.unreadCount(other)).toEqual({ unread_count: 1 });
  });
});
