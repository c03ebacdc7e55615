import type { Payment } from '@baraat/shared/schemas/payments';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAgain, seedDemoOn } from '../test/demo';
import { startTestServer, type TestServer } from '../test/harness';
import { DEMO_CUSTOMER, DEMO_OWNER, DEMO_PASSWORD } from './demo-accounts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoOn(server);
});
afterAll(() => server.close());

async function signIn(email: string) {
  const login = await server.request('/api/auth/login', {
    json: { username: email, password: DEMO_PASSWORD },
  });
  return login.body.access_token as string;
}

describe('demo bookings', () => {
  it('gives the demo customer a paid-up past booking and an upcoming one with an advance', async () => {
    const customer = await signIn(DEMO_CUSTOMER.email);
    // The customer's wedding there is demo-wedding.ts's (its own test): left out here.
    const [wedding] = (await server.request('/api/weddings', { token: customer }))
      .body as Wedding[];
    const ofWedding = new Set(wedding!.events.map((event) => event.booking_id));
    const bookings = (
      (await server.request('/api/bookings/my-bookings', { token: customer })).body as {
        booking_id: number;
        status: string;
      }[]
    ).filter((booking) => !ofWedding.has(booking.booking_id));
    expect(bookings.map((b) => b.status).sort()).toEqual(['completed', 'verified']);
    const own = (days = '') =>
      server
        .request(`/api/payments/my-payments${days}`, { token: customer })
        .then((answer) =>
          (answer.body as Payment[]).filter((payment) => !ofWedding.has(payment.booking_id)),
        );
    const payments = await own();
    expect(payments).toHaveLength(3);
    expect(payments.map((p) => [p.kind, p.payment_method])).toEqual([
      ['advance', 'jazzcash'],
      ['balance', 'cash'],
      ['advance', 'bank_transfer'],
    ]);
    expect(await own('?days=30')).toHaveLength(2);

    const owner = await signIn(DEMO_OWNER.email);
    const received = await server.request('/api/payments/my-payments', { token: owner });
    expect(
      (received.body as Payment[]).filter(
        (p) => p.customer_email === DEMO_CUSTOMER.email && !ofWedding.has(p.booking_id),
      ),
    ).toEqual(payments);
  });

  it('adds them once, however often the seed runs', async () => {
    const count = async () =>
      (await server.sql.get<{ n: number }>('SELECT count(*) AS n FROM payments'))!.n;
    const before = await count();
    await seedDemoAgain(server);
    expect(await count()).toBe(before);
  });
});
