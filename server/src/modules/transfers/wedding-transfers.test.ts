// A wedding's transfer (docs/product/payments.md#bank-transfer-and-raast,
// docs/product/weddings.md#payments-of-a-wedding), and answers through the desk's outbox: a
// confirmed transfer is a payment of the wedding named by its payer, and an entry for a transfer
// already answered is refused with its reason.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { TRANSFER_TEXTS } from '@baraat/shared/schemas/transfers';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { answerTransfer, sendTransfer } from '../../test/transfers';
import { buildWeddingDesk, EVENT_PRICE, type WeddingDesk } from '../../test/weddings';

let server: TestServer;
let desk: WeddingDesk;
beforeAll(async () => {
  server = await startTestServer();
  desk = await buildWeddingDesk(server);
});
afterAll(() => server.close());

const day = (n: number) => addDays(todayInPakistan(), n);

it('records a confirmed wedding transfer as the wedding’s advance, paid by its customer', async () => {
  const { weddingId } = await desk.weddingOf([{ date: day(20) }, { date: day(21) }]);
  const shown = await server.request(`/api/transfers/details?wedding_id=${weddingId}`, {
    token: desk.customer.token,
  });
  expect(shown.status).toBe(200);
  expect(shown.body.amount_due).toBe(2 * EVENT_PRICE);
  const sent = await sendTransfer(server, desk.customer.token, {
    wedding_id: weddingId,
    method: 'bank_transfer',
    amount: 60_000,
    reference: 'FT-WED-1',
  });
  expect(sent.status).toBe(201);
  const confirmed = await answerTransfer(
    server,
    desk.owner.token,
    sent.body.transfer_id,
    'confirm',
  );
  expect(confirmed.status).toBe(200);
  const wedding = await server.request(`/api/weddings/${weddingId}`, {
    token: desk.customer.token,
  });
  expect(wedding.body.paid).toBe(60_000);
  const receipt = await server.request(`/api/payments/${confirmed.body.payment_id}`, {
    token: desk.customer.token,
  });
  expect(receipt.body).toMatchObject({
    wedding_id: weddingId,
    kind: 'advance',
    payment_method: 'bank_transfer',
    transaction_id: 'FT-WED-1',
  });
  expect(receipt.body.payer_name).toEqual(expect.any(String));
});

it('runs a Confirm from the outbox once, and refuses a later entry for the same transfer with its reason', async () => {
  const { weddingId } = await desk.weddingOf([{ date: day(30) }]);
  const sent = await sendTransfer(server, desk.customer.token, {
    wedding_id: weddingId,
    method: 'raast',
    amount: 10_000,
    reference: 'RAAST-OUT',
  });
  const entry = (id: string) => ({
    id,
    method: 'PATCH',
    path: `transfers/${sent.body.transfer_id}/confirm`,
  });
  const drain = (id: string) =>
    server.request('/api/sync/outbox', { token: desk.owner.token, json: { entries: [entry(id)] } });
  const key = crypto.randomUUID();
  const first = await drain(key);
  const again = await drain(key);
  expect(first.body.results[0].status).toBe(200);
  expect(again.body.results[0]).toEqual(first.body.results[0]);
  const late = await drain(crypto.randomUUID());
  expect(late.body.results[0]).toMatchObject({
    status: 409,
    body: { detail: TRANSFER_TEXTS.alreadyAnswered },
  });
  const payments = await server.sql.get<{ n: number }>(
    'SELECT count(*) AS n FROM payments WHERE wedding_id = @wedding',
    { wedding: weddingId },
  );
  expect(Number(payments!.n)).toBe(1);
});
