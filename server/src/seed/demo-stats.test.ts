import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { startTestServer, type TestServer } from '../test/harness';
import { seedDemo } from './demo';
import { DEMO_OWNER, DEMO_PASSWORD } from './demo-accounts';

let server: TestServer;
let token: string;
let mappingId: number;

/** The demo as a start seeds it, through the data layer on either engine
 * (docs/architecture.md#10-two-engines). */
const seedTheDemo = () => seedDemo(server.database, createLogger('silent'), server.mediaDir, 0);

beforeAll(async () => {
  server = await startTestServer();
  await seedTheDemo();
  const login = await server.request('/api/auth/login', {
    json: { username: DEMO_OWNER.email, password: DEMO_PASSWORD },
  });
  token = login.body.access_token;
  mappingId = (await server.request('/api/business/my-business', { token })).body
    .user_business_mapping_id;
});
afterAll(() => server.close());

describe('demo booking history', () => {
  it('opens the demo owner’s dashboard on half a year of real figures', async () => {
    const stats = (
      await server.request(`/api/business/mapping/${mappingId}/enhanced-stats`, { token })
    ).body;
    const months = stats.revenue_last_6_months.filter((m: { amount: number }) => m.amount > 0);
    expect(months.length).toBeGreaterThanOrEqual(5);
    expect(stats.conversion_funnel.declined).toBeGreaterThanOrEqual(1);
    expect(stats.repeat_customers).toBeGreaterThanOrEqual(2);
    expect(stats.payment_methods.length).toBeGreaterThanOrEqual(4);
    const week = (
      await server.request(`/api/business/mapping/${mappingId}/upcoming-events`, { token })
    ).body;
    expect(week.map((e: { event_date: string }) => e.event_date)).toEqual(
      expect.arrayContaining([addDays(todayInPakistan(), 2), addDays(todayInPakistan(), 5)]),
    );
  });

  it('never gives one hall two accepted bookings on the same day', async () => {
    const doubled = await server.sql.get<{ n: number }>(
      `SELECT count(*) AS n FROM (SELECT coalesce(k.worker_id, s.worker_id) AS hall, s.date
         FROM slot_holding_bookings k JOIN slots s ON s.id = k.slot_id
         WHERE coalesce(k.worker_id, s.worker_id) IS NOT NULL
         GROUP BY hall, s.date, s.start_time HAVING count(*) > 1) AS doubled`,
    );
    expect(doubled!.n).toBe(0);
  });
});
