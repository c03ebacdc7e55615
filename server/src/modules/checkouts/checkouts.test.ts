// Paying online through the sandbox, on a real server (docs/product/online-payments.md#paying-online):
// a payment is recorded once, only from a checked answer, whether the answer comes now, twice,
// late or never (the status API then); a changed amount, a bad signature or an unknown
// reference records nothing; a refund goes back through the provider.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  jazzCashHash,
  postForm,
  SANDBOX_JAZZCASH,
  startCheckoutDesk,
} from '../../test/checkouts';

let desk: Awaited<ReturnType<typeof startCheckoutDesk>>;
beforeAll(async () => {
  desk = await startCheckoutDesk();
});
afterAll(() => desk?.server.close());

const returnPage = (reference: string) => `/payments/return/${reference}`;

describe('paying an advance online', () => {
  it('lists the held booking as due, and a paid answer records one advance and confirms it', async () => {
    const booking = await desk.heldBooking();
    const token = booking.customer.access_token as string;
    const due = await desk.server.request('/api/checkouts/due', { token });
    expect(due.status).toBe(200);
    expect(due.body.providers).toEqual(['jazzcash', 'easypaisa']);
    const item = due.body.due.find(
      (entry: { booking_id: number }) => entry.booking_id === booking.bookingId,
    );
    expect(item).toMatchObject({ kind: 'advance', hold: 'held', label: 'Advance' });
    expect(item.hold_until).toBe(booking.accepted.body.hold_until);

    const started = await desk.server.request('/api/checkouts', {
      token,
      json: { booking_id: booking.bookingId, provider: 'jazzcash' },
    });
    expect(started.status).toBe(201);
    expect(started.body.checkout).toMatchObject({ status: 'pending', amount: item.amount });
    expect(started.body.redirect.fields.pp_Amount).toBe(String(item.amount * 100));

    const answer = await desk.choose(started.body.redirect, 'pay');
    const back = await desk.deliver(answer);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(returnPage(started.body.checkout.reference));

    const paid = await desk.checkoutOf(started.body.checkout.reference, token);
    expect(paid.body).toMatchObject({ status: 'paid', payment_id: expect.any(Number) });
    expect(await desk.paymentsOf(booking.bookingId)).toEqual([
      expect.objectContaining({ amount: item.amount, method: 'jazzcash' }),
    ]);
    expect((await desk.stored(booking.bookingId)).hold_until).toBeNull();
    const after = await desk.server.request('/api/checkouts/due', { token });
    expect(after.body.due).toContainEqual(
      expect.objectContaining({
        booking_id: booking.bookingId,
        kind: 'balance',
        hold: 'confirmed',
      }),
    );
    // The owner hears of it at once.
    const owner = await desk.server.sql.all<{ title: string }>(
      'SELECT title FROM notifications WHERE receiver_id = @owner AND title = @title',
      { owner: desk.owner.userId, title: 'Payment received online' },
    );
    expect(owner.length).toBeGreaterThan(0);
  });

  it('records one payment when the answer is delivered twice, and again when it is replayed', async () => {
    const { redirect, checkout, bookingId, token } = await desk.started('easypaisa');
    const answer = await desk.choose(redirect, 'pay', 'twice');
    expect((await desk.deliver(answer)).status).toBe(303);
    expect(await eventually(async () => (await desk.paymentsOf(bookingId)).length === 1)).toBe(
      true,
    );
    // The same answer once more, long after: no second payment.
    expect((await desk.deliver(answer)).status).toBe(303);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await desk.paymentsOf(bookingId)).toHaveLength(1);
    expect((await desk.checkoutOf(checkout.reference, token)).body.status).toBe('paid');
  });

  it('records a late answer when it comes, and the status API finds one that never comes', async () => {
    const late = await desk.started();
    const lateBack = await desk.deliver(await desk.choose(late.redirect, 'pay', 'late', 1));
    expect(lateBack.status).toBe(303);
    expect(await eventually(async () => (await desk.paymentsOf(late.bookingId)).length === 1)).toBe(
      true,
    );

    const never = await desk.started();
    const answer = await desk.choose(never.redirect, 'pay', 'never');
    expect(answer.posted).toBeNull();
    // Coming back with the reference alone asks the provider's status API.
    const back = await desk.deliver(answer);
    expect(back.status).toBe(303);
    expect(await desk.paymentsOf(never.bookingId)).toHaveLength(1);
  });

  it('reconciles a paid checkout whose answer never came and whose customer never came back', async () => {
    const { redirect, bookingId, checkout, token } = await desk.started();
    await desk.choose(redirect, 'pay', 'never');
    expect(await desk.paymentsOf(bookingId)).toHaveLength(0);
    await desk.server.reconcileCheckouts();
    expect(await desk.paymentsOf(bookingId)).toHaveLength(1);
    expect((await desk.checkoutOf(checkout.reference, token)).body.status).toBe('paid');
  });

  it('records nothing for a failed or abandoned payment, and ends them', async () => {
    const failed = await desk.started();
    expect((await desk.deliver(await desk.choose(failed.redirect, 'fail'))).status).toBe(303);
    expect((await desk.checkoutOf(failed.checkout.reference, failed.token)).body.status).toBe(
      'failed',
    );
    const abandoned = await desk.started();
    expect((await desk.deliver(await desk.choose(abandoned.redirect, 'abandon'))).status).toBe(303);
    expect((await desk.checkoutOf(abandoned.checkout.reference, abandoned.token)).body.status).toBe(
      'pending',
    );
    expect(await desk.paymentsOf(failed.bookingId)).toHaveLength(0);
    expect(await desk.paymentsOf(abandoned.bookingId)).toHaveLength(0);
  });
});

describe('answers Baraat refuses', () => {
  it('refuses a bad signature, a changed amount and an unknown reference, recording nothing', async () => {
    const { redirect, bookingId, checkout } = await desk.started();
    const answer = await desk.choose(redirect, 'pay', 'never');
    expect(answer.posted).toBeNull();
    const callback = `${desk.server.url}/api/checkouts/callback/jazzcash`;
    const signed = (fields: Record<string, string>) => ({
      ...fields,
      pp_SecureHash: jazzCashHash(SANDBOX_JAZZCASH.integritySalt, fields),
    });
    const fields = {
      pp_TxnRefNo: checkout.reference,
      pp_Amount: String(checkout.amount * 100),
      pp_TxnCurrency: 'PKR',
      pp_ResponseCode: '000',
      pp_MerchantID: SANDBOX_JAZZCASH.merchantId,
      pp_RetreivalReferenceNo: '990001',
    };
    const forged = await postForm(callback, { ...signed(fields), pp_Amount: '100' });
    expect(forged.status).toBe(400);
    const changed = await postForm(callback, signed({ ...fields, pp_Amount: '100' }));
    expect(changed.status).toBe(409);
    const unknown = await postForm(callback, signed({ ...fields, pp_TxnRefNo: 'BNOSUCHREF' }));
    expect(unknown.status).toBe(404);
    const nonsense = await postForm(callback, { anything: 'x' });
    expect(nonsense.status).toBe(400);
    expect(await desk.paymentsOf(bookingId)).toHaveLength(0);
    const refusals = desk.server.logs.filter((line) => line.msg === 'payment answer refused');
    expect(refusals.length).toBeGreaterThanOrEqual(3);
    // Neither the signature nor the salt is ever logged.
    const logged = JSON.stringify(desk.server.logs);
    expect(logged).not.toContain(SANDBOX_JAZZCASH.integritySalt);
    expect(logged).not.toContain(signed(fields).pp_SecureHash);
  });

  it('keeps checkouts to their customer, and to what is owed', async () => {
    const { checkout, bookingId } = await desk.started();
    const other = await desk.heldBooking();
    const stranger = other.customer.access_token as string;
    expect((await desk.checkoutOf(checkout.reference, stranger)).status).toBe(404);
    const theirs = await desk.server.request('/api/checkouts', {
      token: stranger,
      json: { booking_id: bookingId, provider: 'jazzcash' },
    });
    expect(theirs.status).toBe(422);
    const owner = await desk.server.request('/api/checkouts/due', { token: desk.owner.token });
    expect(owner.status).toBe(403);
    expect((await desk.server.request('/api/checkouts/due')).status).toBe(401);
    const pending = await desk.bookingOf({ accepted: false });
    const early = await desk.server.request('/api/checkouts', {
      token: pending.customer.access_token,
      json: { booking_id: pending.bookingId, provider: 'jazzcash' },
    });
    expect(early).toMatchObject({
      status: 409,
      body: { detail: 'Only accepted bookings can be paid online.' },
    });
  });
});

describe('refunds of online payments', () => {
  it('go back through the provider once, then the ledger marks the payment refunded', async () => {
    const { redirect, bookingId } = await desk.started();
    await desk.deliver(await desk.choose(redirect, 'pay'));
    const [payment] = await desk.paymentsOf(bookingId);
    const refund = () =>
      desk.server.request(`/api/payments/${payment!.id}/refund`, {
        method: 'PATCH',
        token: desk.owner.token,
      });
    const refunded = await refund();
    expect(refunded).toMatchObject({ status: 200, body: { status: 'refunded' } });
    // The sandbox took it back, and the checkout says when.
    const row = (await desk.server.sql.get<{ reference: string; refunded_at: string | null }>(
      'SELECT reference, refunded_at FROM payment_checkouts WHERE payment_id = @payment',
      { payment: payment!.id },
    ))!;
    expect(row.refunded_at).not.toBeNull();
    expect(await desk.refundedAtSandbox(row.reference)).toBe(true);
    const again = await refund();
    expect(again).toMatchObject({
      status: 409,
      body: { detail: 'Only completed payments can be refunded.' },
    });
  });
});
