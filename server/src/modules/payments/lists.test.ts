// Who sees a payment, refunds, and the my-payments list with its date filter and pages.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { PAYMENT_ERRORS } from '@baraat/shared/schemas/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer, buildOwner } from '../../test/factories';
import { type Ledger, startLedger } from '../../test/ledger';

let ledger: Ledger;
beforeAll(async () => {
  ledger = await startLedger();
});
afterAll(() => ledger.server.close());

const today = () => todayInPakistan();

describe('payments are private', () => {
  it('hides a payment from another customer and another owner', async () => {
    const { bookingId } = await ledger.bookingOf();
    const paid = await ledger.record({
      booking_id: bookingId,
      amount: 9000,
      kind: 'advance',
      method: 'card',
    });
    expect(paid.body.gateway).toBeNull();
    const path = `/api/payments/${paid.body.payment_id}`;

    const stranger = await buildCustomer(ledger.server);
    const peek = await ledger.server.request(path, { token: stranger.access_token });
    expect(peek.status).toBe(404);
    expect(peek.body).toEqual({ detail: PAYMENT_ERRORS.paymentNotFound });
    expect((await ledger.myPayments(stranger.access_token)).body).toEqual([]);

    const rival = await buildOwner(ledger.server);
    const foreign = await ledger.record(
      { booking_id: bookingId, amount: 1000, kind: 'balance', method: 'cash' },
      rival.access_token,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ detail: PAYMENT_ERRORS.bookingNotFound });
    const unknown = await ledger.record({
      booking_id: 999999,
      amount: 1000,
      kind: 'balance',
      method: 'cash',
    });
    expect(unknown.body).toEqual({ detail: PAYMENT_ERRORS.bookingNotFound });
    expect((await ledger.server.request(path, { token: rival.access_token })).status).toBe(404);
    const refund = await ledger.server.request(`${path}/refund`, {
      method: 'PATCH',
      token: rival.access_token,
    });
    expect(refund.status).toBe(404);
    expect((await ledger.myPayments(rival.access_token)).body).toEqual([]);
    expect(await ledger.storedCount(bookingId)).toBe(1);
  });
});

describe('PATCH /payments/{id}/refund', () => {
  it('refunds a completed payment once', async () => {
    const { customer, bookingId } = await ledger.bookingOf();
    const paid = await ledger.record({
      booking_id: bookingId,
      amount: 60000,
      kind: 'advance',
      method: 'cash',
    });
    const path = `/api/payments/${paid.body.payment_id}/refund`;
    expect(
      (await ledger.server.request(path, { method: 'PATCH', token: customer.access_token })).status,
    ).toBe(403);
    const refunded = await ledger.server.request(path, {
      method: 'PATCH',
      token: ledger.owner.token,
    });
    expect(refunded.status).toBe(200);
    expect(refunded.body).toEqual({ ...paid.body, status: 'refunded' });
    expect((await ledger.myPayments(customer.access_token)).body[0].status).toBe('refunded');

    const twice = await ledger.server.request(path, { method: 'PATCH', token: ledger.owner.token });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ detail: PAYMENT_ERRORS.onlyCompletedRefund });
  });
});

describe('GET /payments/my-payments', () => {
  it('filters by the last 7, 30, 90 or 365 days and pages newest first', async () => {
    const { customer, bookingId } = await ledger.bookingOf();
    const ids: Record<string, number> = {};
    for (const [name, daysAgo] of [
      ['old', 40],
      ['recent', 10],
      ['week', 6],
      ['today', 0],
    ] as const) {
      const paid = await ledger.record({
        booking_id: bookingId,
        amount: 1000 + daysAgo,
        kind: 'advance',
        method: 'cash',
        paid_on: addDays(today(), -daysAgo),
      });
      ids[name] = paid.body.payment_id;
    }
    const list = async (query: string) =>
      (await ledger.myPayments(customer.access_token, query)).body.map(
        (p: { payment_id: number }) => p.payment_id,
      );
    expect(await list('')).toEqual([ids.today, ids.week, ids.recent, ids.old]);
    expect(await list('?days=30')).toEqual([ids.today, ids.week, ids.recent]);
    expect(await list('?days=7')).toEqual([ids.today, ids.week]);
    expect(await list('?days=365&skip=1&limit=2')).toEqual([ids.week, ids.recent]);
    expect(await list('?limit=500')).toHaveLength(4);

    // Past 100 payments a larger limit is cut to 100 (the lists' cap) and skip reaches the rest.
    for (let n = 0; n < 100; n += 1) {
      await ledger.server.sql.run(
        `INSERT INTO payments (booking_id, business_id, recorded_by_user_id, kind, method, amount,
           paid_on, created_at, modified_at)
         SELECT booking_id, business_id, recorded_by_user_id, kind, method, amount, paid_on,
           created_at, modified_at FROM payments WHERE id = @payment`,
        { payment: ids.old },
      );
    }
    expect(await list('?limit=500')).toHaveLength(100);
    expect(await list('?skip=100&limit=100')).toHaveLength(4);

    const odd = await ledger.myPayments(customer.access_token, '?days=15');
    expect(odd.status).toBe(422);
    expect(odd.body.detail[0]).toMatchObject({
      loc: ['query', 'days'],
      msg: 'days must be one of 7, 30, 90, 365',
    });
  });
});
