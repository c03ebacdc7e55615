import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_OWNER_REQUIRED } from '../../http/auth';
import { buildCustomer } from '../../test/factories';
import { type StatsServer, startStatsServer } from '../../test/stats-data';

let s: StatsServer;
let customerToken: string;
beforeAll(async () => {
  s = await startStatsServer();
  customerToken = (await buildCustomer(s.server)).access_token;
});
afterAll(() => s.server.close());

/** Each statistics path for a business and mapping id, and a query the path refuses. */
const ENDPOINTS: {
  name: string;
  path: (business: number, mapping: number) => string;
  bad: string;
}[] = [
  { name: 'stats', path: (b) => `/api/business/${b}/stats`, bad: '/api/business/0/stats' },
  {
    name: 'upcoming-events',
    path: (_, m) => `/api/business/mapping/${m}/upcoming-events`,
    bad: '?days=0',
  },
  { name: 'revenue-data', path: (b) => `/api/business/${b}/revenue-data`, bad: '?period=decade' },
  {
    name: 'package-performance',
    path: (b) => `/api/business/${b}/package-performance`,
    bad: '?period=fortnight',
  },
  {
    name: 'enhanced-stats',
    path: (_, m) => `/api/business/mapping/${m}/enhanced-stats`,
    bad: '/api/business/mapping/0/enhanced-stats',
  },
  { name: 'report.csv', path: (b) => `/api/business/${b}/report.csv`, bad: '?from=2026-13-01' },
];

describe.each(ENDPOINTS)('GET $name', ({ path, bad }) => {
  const own = () => path(s.owner.businessId, s.mappingId);
  const badPath = () => (bad.startsWith('?') ? `${own()}${bad}` : bad);

  it('refuses a visitor with 401 and a customer with 403', async () => {
    expect((await s.get(own(), null)).status).toBe(401);
    const customer = await s.get(own(), customerToken);
    expect(customer.status).toBe(403);
    expect(customer.body).toEqual({ detail: BUSINESS_OWNER_REQUIRED });
  });

  it("answers 404 for another owner's business, and for a word in place of the id", async () => {
    const other = await s.get(path(s.otherOwner.businessId, s.otherOwner.mappingId));
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ detail: 'Business not found' });
    // The other owner reading this owner's ids is refused the same way.
    expect((await s.get(own(), s.otherOwner.token)).status).toBe(404);
    expect((await s.get(own().replace(/\/\d+\//, '/abc/'))).status).toBe(404);
  });

  it('answers the owner, and refuses bad input with 422', async () => {
    expect((await s.get(own())).status).toBe(200);
    const refused = await s.get(badPath());
    expect(refused.status).toBe(422);
    expect(refused.body.detail[0].loc[0]).toMatch(/^(query|path)$/);
  });
});

describe('range checks', () => {
  it('refuses a range that ends before it starts, or spans more than ten years', async () => {
    const base = `/api/business/${s.owner.businessId}`;
    const today = todayInPakistan();
    const backwards = await s.get(`${base}/revenue-data?from=${today}&to=${addDays(today, -1)}`);
    expect(backwards.status).toBe(422);
    expect(backwards.body.detail[0]).toMatchObject({
      loc: ['query', 'to'],
      msg: 'to must not be before from',
    });
    const long = await s.get(`${base}/report.csv?from=1990-01-01`);
    expect(long.status).toBe(422);
    expect(long.body.detail[0].msg).toBe('A range may span at most 3660 days');
    expect(
      (await s.get(`/api/business/mapping/${s.mappingId}/upcoming-events?end_date=soon`)).status,
    ).toBe(422);
  });

  it('refuses each date that is not one on its own field, checking the range only between two dates', async () => {
    const base = `/api/business/${s.owner.businessId}`;
    const wrong = (field: string) => ({
      loc: ['query', field],
      msg: `${field} must be a date written YYYY-MM-DD`,
      type: 'custom',
    });
    for (const path of ['report.csv', 'revenue-data', 'package-performance']) {
      const both = await s.get(`${base}/${path}?from=x&to=y`);
      expect({ status: both.status, body: both.body }).toEqual({
        status: 422,
        body: { detail: [wrong('from'), wrong('to')] },
      });
      const one = await s.get(`${base}/${path}?from=2026-02-30&to=2026-03-01`);
      expect({ status: one.status, body: one.body }).toEqual({
        status: 422,
        body: { detail: [wrong('from')] },
      });
    }
  });
});

describe('GET /payments/receivables', () => {
  it('refuses a visitor, a customer and a bad page; lists only the caller’s bookings', async () => {
    const { bookingId } = await s.eventOn(addDays(todayInPakistan(), 3));
    expect((await s.get('/api/payments/receivables', null)).status).toBe(401);
    expect((await s.get('/api/payments/receivables', customerToken)).status).toBe(403);
    expect((await s.get('/api/payments/receivables?limit=0')).status).toBe(422);
    const mine = await s.get('/api/payments/receivables');
    expect(mine.status).toBe(200);
    expect(mine.body.map((row: { booking_id: number }) => row.booking_id)).toContain(bookingId);
    const theirs = await s.get('/api/payments/receivables', s.otherOwner.token);
    expect(theirs.status).toBe(200);
    expect(theirs.body.map((row: { booking_id: number }) => row.booking_id)).not.toContain(
      bookingId,
    );
  });
});
