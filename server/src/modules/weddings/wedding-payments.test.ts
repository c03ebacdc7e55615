// POST /api/weddings/{id}/payments over the real server
// (docs/product/weddings.md#payments-of-a-wedding): who may, which event holds the payment,
// advance then balance, a replay stored once, allocation to the instalments and a refund
// reallocating; and the desk's outbox sending it.
import { randomUUID } from 'node:crypto';
import { PAYMENT_ERRORS } from '@baraat/shared/schemas/payments';
import { weddingSchema } from '@baraat/shared/schemas/wedding-answers';
import { WEDDING_TEXTS } from '@baraat/shared/schemas/weddings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_REUSED } from '../../http/idempotency';
import { expectContract } from '../../test/contract';
import { buildOwner } from '../../test/factories';
import type { TestServer } from '../../test/harness';
import { startWeddingDesk, type WeddingDesk } from '../../test/weddings';

let server: TestServer;
let desk: WeddingDesk;
beforeAll(async () => {
  ({ server, desk } = await startWeddingDesk());
});
afterAll(() => server.close());

const storedFor = async (weddingId: number) =>
  server.sql.all<{ booking_id: number; kind: string; payer_name: string; amount: number }>(
    'SELECT booking_id, kind, payer_name, amount FROM payments WHERE wedding_id = @weddingId ORDER BY id',
    { weddingId },
  );

describe('POST /api/weddings/{id}/payments refuses', () => {
  it('anonymous 401, a customer 403, another owner 404, a wedding with no accepted event 409', async () => {
    const { weddingId } = await desk.weddingOf([{ date: '2030-12-10' }]);
    const url = `/api/weddings/${weddingId}/payments`;
    const body = { amount: 1000, method: 'cash', payer_name: 'Groom’s family' };
    expect((await server.request(url, { json: body })).status).toBe(401);
    expect((await desk.pay(weddingId, body, { token: desk.customer.token })).status).toBe(403);
    const other = await buildOwner(server);
    const foreign = await desk.pay(weddingId, body, { token: other.access_token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.detail).toBe(WEDDING_TEXTS.notFound);

    const pending = await desk.weddingOf([
      { date: '2030-12-10', status: 'pending' },
      { date: '2030-12-11', status: 'declined' },
    ]);
    const early = await desk.pay(pending.weddingId, body);
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe(WEDDING_TEXTS.noAcceptedEvent);
    expect(await storedFor(weddingId)).toEqual([]);
    expect(await storedFor(pending.weddingId)).toEqual([]);
  });

  it('the ledger’s checks and the payer’s, with their texts', async () => {
    const { weddingId } = await desk.weddingOf([{ date: '2030-12-10' }]);
    const bad = await desk.pay(weddingId, {
      amount: '12.5',
      payer_name: ' ',
      paid_on: '2999-01-01',
    });
    expect(bad.status).toBe(422);
    const texts = bad.body.detail.map((issue: { loc: string[]; msg: string }) => [
      issue.loc[1],
      issue.msg,
    ]);
    expect(texts).toEqual(
      expect.arrayContaining([
        ['amount', PAYMENT_ERRORS.amountWhole],
        ['payer_name', WEDDING_TEXTS.payerRequired],
        ['paid_on', PAYMENT_ERRORS.dateFuture],
      ]),
    );
    expect(await storedFor(weddingId)).toEqual([]);
  });
});

describe('POST /api/weddings/{id}/payments records', () => {
  it('on the earliest accepted event, the first as the advance and the rest as the balance', async () => {
    const { weddingId, eventIds } = await desk.weddingOf([
      { date: '2030-12-10', status: 'pending', name: 'Mehndi' },
      { date: '2030-12-11', name: 'Baraat' },
      { date: '2030-12-12', name: 'Walima' },
    ]);
    const first = await desk.pay(weddingId, {
      amount: 60_000,
      method: 'jazzcash',
      reference: 'JC-1',
      payer_name: "Bride's family",
    });
    expectContract(weddingSchema, first, 201);
    expect(first.body.wedding_id).toBe(weddingId);
    expect(first.body.paid).toBe(60_000);
    expect(first.body.payments).toEqual([
      expect.objectContaining({
        booking_id: eventIds[1],
        amount: 60_000,
        method: 'jazzcash',
        payer_name: "Bride's family",
        reference: 'JC-1',
        status: 'completed',
      }),
    ]);
    const second = await desk.pay(weddingId, { amount: 40_000, payer_name: "Groom's family" });
    expect(second.status).toBe(201);
    expect(await storedFor(weddingId)).toEqual([
      { booking_id: eventIds[1], kind: 'advance', payer_name: "Bride's family", amount: 60_000 },
      { booking_id: eventIds[1], kind: 'balance', payer_name: "Groom's family", amount: 40_000 },
    ]);
    // The customer hears of each, as of any payment of the ledger.
    const bell = await server.request('/api/notifications/?type=payment_completed', {
      token: desk.customer.token,
    });
    expect(bell.status).toBe(200);
    expect(
      bell.body.notifications.filter(
        (note: { data: { booking_id?: number } }) => note.data.booking_id === eventIds[1],
      ),
    ).toHaveLength(2);
    // A wedding's events are not the ledger's "Bookings to collect": its instalments are.
    const receivables = await server.request('/api/payments/receivables', {
      token: desk.owner.token,
    });
    expect(receivables.status).toBe(200);
    const listed = receivables.body.map((row: { booking_id: number }) => row.booking_id);
    for (const id of eventIds) expect(listed).not.toContain(id);
  });

  it('stores a replayed Idempotency-Key once and answers it the same', async () => {
    const { weddingId } = await desk.weddingOf([{ date: '2030-12-10' }]);
    const key = `wedding-pay-${weddingId}`;
    const body = { amount: 25_000, payer_name: 'Uncle Tariq' };
    const first = await desk.pay(weddingId, body, { key });
    const again = await desk.pay(weddingId, body, { key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const together = await Promise.all(
      Array.from({ length: 5 }, () => desk.pay(weddingId, body, { key: `${key}-b` })),
    );
    expect(together.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await storedFor(weddingId)).toHaveLength(2);
    const reused = await desk.pay(weddingId, { ...body, amount: 1 }, { key });
    expect(reused.status).toBe(422);
    expect(reused.body.detail).toBe(KEY_REUSED);
  });

  it('runs from the desk’s outbox: twenty batches of one entry at once store it once', async () => {
    const { weddingId } = await desk.weddingOf([{ date: '2030-12-10' }]);
    const entry = {
      id: randomUUID(),
      method: 'POST',
      path: `weddings/${weddingId}/payments`,
      body: { amount: 15_000, method: 'cash', payer_name: "Groom's family" },
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.request('/api/sync/outbox', { token: desk.owner.token, json: { entries: [entry] } }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.results).toEqual([
        {
          id: entry.id,
          status: 201,
          body: expect.objectContaining({ wedding_id: weddingId, paid: 15_000 }),
        },
      ]);
    }
    expect(await storedFor(weddingId)).toEqual([
      expect.objectContaining({ amount: 15_000, payer_name: "Groom's family", kind: 'advance' }),
    ]);
  });

  it('a walk-in family’s payment is the ledger’s like any other: listed and refunded', async () => {
    const { weddingId } = await desk.weddingOf([{ date: '2030-12-10' }], { walkIn: true });
    const paid = await desk.pay(weddingId, { amount: 12_000 });
    expectContract(weddingSchema, paid, 201);
    const paymentId = paid.body.payments[0].payment_id;
    const listed = await server.request('/api/payments/my-payments', { token: desk.owner.token });
    expect(listed.body).toContainEqual(
      expect.objectContaining({
        payment_id: paymentId,
        customer_name: 'Rana family',
        amount: 12_000,
      }),
    );
    const refunded = await server.request(`/api/payments/${paymentId}/refund`, {
      method: 'PATCH',
      token: desk.owner.token,
    });
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({
      payment_id: paymentId,
      status: 'refunded',
      customer_email: '',
    });
    const read = await server.request(`/api/weddings/${weddingId}`, { token: desk.owner.token });
    expect(read.body.paid).toBe(0);
  });

  it('allocates part-payments to the earliest instalments, and a refund reallocates', async () => {
    const { weddingId, eventIds } = await desk.weddingOf([
      { date: '2030-12-10' },
      { date: '2030-12-12' },
    ]);
    const plan = await desk.putPlan(weddingId, [
      { label: 'Balance', basis: 'remainder', after_event_id: eventIds[1], days: 1 },
      { label: 'Advance', basis: 'fixed', amount: 90_000, due_on: '2030-11-01' },
      { label: 'Before', basis: 'fixed', amount: 90_000, before_event_id: eventIds[0], days: 20 },
    ]);
    expect(plan.status).toBe(200);
    const states = (wedding: { plan: { label: string; paid: number; status: string }[] }) =>
      wedding.plan.map((item) => [item.label, item.paid, item.status]);

    const one = await desk.pay(weddingId, { amount: 60_000 });
    expect(states(one.body)).toEqual([
      ['Balance', 0, 'upcoming'],
      ['Advance', 60_000, 'part_paid'],
      ['Before', 0, 'upcoming'],
    ]);
    const two = await desk.pay(weddingId, { amount: 50_000 });
    expect(states(two.body)).toEqual([
      ['Balance', 0, 'upcoming'],
      ['Advance', 90_000, 'paid'],
      ['Before', 20_000, 'part_paid'],
    ]);
    expect(two.body.next_instalment.label).toBe('Before');

    const refunded = await server.request(
      `/api/payments/${one.body.payments.at(-1).payment_id}/refund`,
      { method: 'PATCH', token: desk.owner.token },
    );
    expect(refunded.status).toBe(200);
    const read = await server.request(`/api/weddings/${weddingId}`, { token: desk.owner.token });
    expect(read.body.paid).toBe(50_000);
    expect(states(read.body)).toEqual([
      ['Balance', 0, 'upcoming'],
      ['Advance', 50_000, 'part_paid'],
      ['Before', 0, 'upcoming'],
    ]);
    expect(read.body.next_instalment.label).toBe('Advance');
  });
});
