import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { PAYMENT_ERRORS } from '@baraat/shared/schemas/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_OWNER_REQUIRED } from '../../http/auth';
import { KEY_REUSED } from '../../http/idempotency';
import { type Ledger, startLedger } from '../../test/ledger';

let ledger: Ledger;
beforeAll(async () => {
  ledger = await startLedger();
});
afterAll(() => ledger.server.close());

const today = () => todayInPakistan();

describe('POST /payments', () => {
  it('records an advance and the balance that the customer then sees, newest first', async () => {
    const { customer, bookingId, slotDate, packageName } = await ledger.bookingOf();
    const advance = await ledger.record({
      booking_id: bookingId,
      amount: 150000,
      kind: 'advance',
      method: 'jazzcash',
      reference: ' JC-4409127735 ',
      note: 'Sent from the bride’s brother',
      paid_on: addDays(today(), -3),
    });
    expect(advance.status).toBe(201);
    expect(advance.body).toEqual({
      payment_id: expect.any(Number),
      booking_id: bookingId,
      business_id: ledger.owner.businessId,
      business_name: ledger.owner.businessName,
      business_city: expect.any(String),
      customer_name: 'Ayesha Khan',
      customer_email: customer.payload.email,
      // A booking's payment: no wedding, no payer of one.
      wedding_id: null,
      wedding_title: null,
      payer_name: null,
      amount: 150000,
      currency: 'PKR',
      kind: 'advance',
      payment_method: 'jazzcash',
      status: 'completed',
      transaction_id: 'JC-4409127735',
      payment_date: addDays(today(), -3),
      booking_date: slotDate,
      service_name: packageName,
      gateway: 'jazzcash',
      fee_amount: 0,
      net_amount: 150000,
      note: 'Sent from the bride’s brother',
      created_at: expect.any(String),
    });
    const balance = await ledger.server.request('/api/payments/', {
      token: ledger.owner.token,
      json: { booking_id: String(bookingId), amount: '350000', kind: 'balance', method: 'cash' },
    });
    expect(balance.status).toBe(201);
    expect(balance.body).toMatchObject({
      amount: 350000,
      payment_date: today(),
      gateway: null,
      transaction_id: null,
      note: null,
    });

    const mine = await ledger.myPayments(customer.access_token);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([balance.body, advance.body]);
    const one = await ledger.server.request(`/api/payments/${advance.body.payment_id}`, {
      token: customer.access_token,
    });
    expect(one.body).toEqual(advance.body);
    const received = await ledger.myPayments(ledger.owner.token);
    expect(received.body.map((p: { payment_id: number }) => p.payment_id)).toEqual(
      expect.arrayContaining([advance.body.payment_id, balance.body.payment_id]),
    );
    const byOwner = await ledger.server.request(`/api/payments/${balance.body.payment_id}`, {
      token: ledger.owner.token,
    });
    expect(byOwner.body).toEqual(balance.body);
  });

  it('records against a completed booking, and names the gateway of a bank transfer', async () => {
    const { bookingId } = await ledger.bookingOf();
    await ledger.server.sql.run("UPDATE bookings SET status = 'completed' WHERE id = @booking", {
      booking: bookingId,
    });
    const paid = await ledger.record({
      booking_id: bookingId,
      amount: 25000,
      kind: 'balance',
      method: 'bank_transfer',
    });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ payment_method: 'bank_transfer', gateway: 'bank' });
  });

  it('refuses a request the owner has not accepted', async () => {
    const { bookingId } = await ledger.bookingOf({ accepted: false });
    const early = await ledger.record({
      booking_id: bookingId,
      amount: 1000,
      kind: 'advance',
      method: 'cash',
    });
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ detail: PAYMENT_ERRORS.bookingNotConfirmed });
    expect(await ledger.storedCount(bookingId)).toBe(0);
  });

  it('lets only owners record: customers get 403, anonymous callers 401', async () => {
    const { customer, bookingId } = await ledger.bookingOf();
    const body = { booking_id: bookingId, amount: 1000, kind: 'advance', method: 'cash' };
    const asCustomer = await ledger.record(body, customer.access_token);
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body).toEqual({ detail: BUSINESS_OWNER_REQUIRED });
    expect((await ledger.server.request('/api/payments', { json: body })).status).toBe(401);
    expect((await ledger.server.request('/api/payments/my-payments')).status).toBe(401);
    expect(await ledger.storedCount(bookingId)).toBe(0);
  });

  it('validates the amount, kind, method and date', async () => {
    const { bookingId } = await ledger.bookingOf();
    const answer = async (body: Record<string, unknown>) => {
      const response = await ledger.record({
        booking_id: bookingId,
        kind: 'advance',
        method: 'cash',
        ...body,
      });
      expect(response.status).toBe(422);
      return response.body.detail.map((issue: { loc: string[]; msg: string }) => [
        issue.loc.join('.'),
        issue.msg,
      ]);
    };
    expect(await answer({ amount: 0 })).toEqual([['body.amount', PAYMENT_ERRORS.amountMin]]);
    expect(await answer({ amount: 1500.5 })).toEqual([['body.amount', PAYMENT_ERRORS.amountWhole]]);
    expect(await answer({ amount: true })).toEqual([['body.amount', PAYMENT_ERRORS.amountWhole]]);
    expect(await answer({})).toEqual([['body.amount', PAYMENT_ERRORS.amountRequired]]);
    expect(await answer({ amount: 100_000_001 })).toEqual([
      ['body.amount', PAYMENT_ERRORS.amountMax],
    ]);
    expect(await answer({ amount: 5000, method: 'paypal', kind: 'deposit' })).toEqual([
      ['body.kind', PAYMENT_ERRORS.kindRequired],
      ['body.method', PAYMENT_ERRORS.methodRequired],
    ]);
    expect(
      await answer({ amount: 5000, paid_on: addDays(today(), 1), reference: 'x'.repeat(101) }),
    ).toEqual([
      ['body.reference', PAYMENT_ERRORS.referenceMax],
      ['body.paid_on', PAYMENT_ERRORS.dateFuture],
    ]);
    expect(await answer({ amount: 5000, paid_on: '2026-02-30' })).toEqual([
      ['body.paid_on', PAYMENT_ERRORS.dateInvalid],
    ]);
    expect(await ledger.storedCount(bookingId)).toBe(0);
  });

  it('replays an Idempotency-Key with the same payment and stores it once', async () => {
    const { bookingId } = await ledger.bookingOf();
    const body = { booking_id: bookingId, amount: 40000, kind: 'advance', method: 'easypaisa' };
    const headers = { 'Idempotency-Key': `pay-${bookingId}` };
    const first = await ledger.record(body, ledger.owner.token, headers);
    const again = await ledger.record(body, ledger.owner.token, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await ledger.storedCount(bookingId)).toBe(1);

    const changed = await ledger.record({ ...body, amount: 45000 }, ledger.owner.token, headers);
    expect(changed.status).toBe(422);
    expect(changed.body).toEqual({ detail: KEY_REUSED });
    expect(await ledger.storedCount(bookingId)).toBe(1);
  });
});
