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
    const bookings = await server.request('/api/bookings/my-bookings', { token: customer });
    expect(bookings.body.map((b: { status: string }) => b.status).sort()).toEqual([
      'completed',
      'verified',
    ]);
    const payments = await server.request('/api/payments/my-payments', { token: customer });
    expect(payments.body).toHaveLength(3);
    expect(
      payments.body.map((p: { kind: string; payment_method: string }) => [
        p.kind,
        p.payment_method,
      ]),
    ).toEqual([
      ['advance', 'jazzcash'],
      ['balance', 'cash'],
      ['advance', 'bank_transfer'],
    ]);
    const month = await server.request('/api/payments/my-payments?days=30', { token: customer });
    expect(month.body).toHaveLength(2);

    const owner = await signIn(DEMO_OWNER.email);
    const received = await server.request('/api/payments/my-payments', { token: owner });
    expect(
      received.body.filter(
        (p: { customer_email: string }) => p.customer_email === DEMO_CUSTOMER.email,
      ),
    ).toEqual(payments.body);
  });

  it('adds them once, however often the seed runs', async () => {
    const count = async () =>
      (await server.sql.get<{ n: number }>('SELECT count(*) AS n FROM payments'))!.n;
    const before = await count();
    await seedDemoAgain(server);
    expect(await count()).toBe(before);
  });
});
