// Settling checkouts where it is hardest (docs/product/online-payments.md#recording-the-payment):
// the same paid answer arriving many times at once, a payment confirmed after its booking's
// hold expired (restored while its date is free, else sent back through the provider), and a
// wedding's advance paid online.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, sandboxBrowser, startCheckoutDesk } from '../../test/checkouts';
import { startTestServer } from '../../test/harness';
import { inDays } from '../../test/holds';
import { buildWeddingDesk, EVENT_PRICE } from '../../test/weddings';

let desk: Awaited<ReturnType<typeof startCheckoutDesk>>;
beforeAll(async () => {
  desk = await startCheckoutDesk();
});
afterAll(() => desk?.server.close());

describe('one payment per provider transaction', () => {
  it('records one payment when eight copies of the paid answer arrive at once', async () => {
    const { redirect, bookingId, checkout, token } = await desk.started();
    const answer = await desk.choose(redirect, 'pay');
    const copies = await Promise.all(
      Array.from({ length: 8 }, () => postForm(answer.posted!.action, answer.posted!.fields)),
    );
    expect(copies.map((copy) => copy.status)).toEqual(Array(8).fill(303));
    expect(await desk.paymentsOf(bookingId)).toHaveLength(1);
    expect((await desk.checkoutOf(checkout.reference, token)).body.status).toBe('paid');
  });
});

describe('a payment confirmed after the hold expired', () => {
  it('restores the booking while its date is free', async () => {
    const { redirect, bookingId } = await desk.started();
    const answer = await desk.choose(redirect, 'pay');
    await desk.server.upkeepHolds(inDays(4));
    expect((await desk.stored(bookingId)).status).toBe('cancelled');
    expect((await desk.deliver(answer)).status).toBe(303);
    expect(await desk.stored(bookingId)).toMatchObject({
      status: 'verified',
      hold_until: null,
      is_reserved: 1,
    });
    expect(await desk.paymentsOf(bookingId)).toHaveLength(1);
  });

  it('sends the payment back through the provider when its date was taken', async () => {
    const { redirect, bookingId, checkout, token } = await desk.started();
    const answer = await desk.choose(redirect, 'pay');
    await desk.server.upkeepHolds(inDays(4));
    await desk.takeSlot(bookingId);
    expect((await desk.deliver(answer)).status).toBe(303);
    expect(await desk.paymentsOf(bookingId)).toHaveLength(0);
    expect((await desk.stored(bookingId)).status).toBe('cancelled');
    expect((await desk.checkoutOf(checkout.reference, token)).body.status).toBe('failed');
    // The sandbox took it back.
    expect(await desk.refundedAtSandbox(checkout.reference)).toBe(true);
    // A repeat of the answer records nothing either.
    expect((await desk.deliver(answer)).status).toBe(303);
    expect(await desk.paymentsOf(bookingId)).toHaveLength(0);
  });
});

describe('a wedding paid online', () => {
  it('records its advance as the wedding’s payment by its customer, then asks for the next instalment', async () => {
    const server = await startTestServer();
    try {
      const weddings = await buildWeddingDesk(server);
      const day = (n: number) => addDays(todayInPakistan(), n);
      const { weddingId } = await weddings.weddingOf([{ date: day(40) }, { date: day(41) }]);
      const token = weddings.customer.token;
      const planned = await weddings.putPlan(weddingId, [
        { label: 'Advance', basis: 'percent', percent: 30, due_on: todayInPakistan() },
        { label: 'Mehndi payment', basis: 'remainder', due_on: day(30) },
      ]);
      expect(planned.status, JSON.stringify(planned.body)).toBe(200);
      const due = await server.request('/api/checkouts/due', { token });
      const item = due.body.due.find(
        (entry: { wedding_id: number }) => entry.wedding_id === weddingId,
      );
      expect(item).toMatchObject({ kind: 'advance', amount: 0.3 * 2 * EVENT_PRICE });
      const { checkout, back } = await sandboxBrowser(server).payFor(token, {
        wedding_id: weddingId,
      });
      expect(back.status).toBe(303);
      const paid = await server.request(`/api/checkouts/${checkout.reference}`, { token });
      expect(paid.body.status).toBe('paid');
      const wedding = await server.request(`/api/weddings/${weddingId}`, { token });
      expect(wedding.body.paid).toBe(item.amount);
      expect(wedding.body.payments).toEqual([
        expect.objectContaining({ method: 'jazzcash', payment_id: paid.body.payment_id }),
      ]);
      const after = await server.request('/api/checkouts/due', { token });
      expect(after.body.due).toContainEqual(
        expect.objectContaining({ wedding_id: weddingId, kind: 'instalment' }),
      );
    } finally {
      await server.close();
    }
  });
});
