// Package performance over the analytics range: every figure counts only what falls in it, so
// Week (twelve weeks by default) and Year (three years) differ when the history does.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StatsServer, startStatsServer } from '../../test/stats-data';

let s: StatsServer;
const T = todayInPakistan();
let cheap: number;
let dear: number;

interface Performance {
  package_id: number;
  bookings_count: number;
  revenue: number;
  conversion_rate: number;
  growth_rate: number | null;
}

const performance = async (query: string) => {
  const answer = await s.get(`/api/business/${s.owner.businessId}/package-performance${query}`);
  expect(answer.status).toBe(200);
  const rows = answer.body as Performance[];
  return { rows, of: (id: number) => rows.find((row) => row.package_id === id)! };
};

beforeAll(async () => {
  s = await startStatsServer();
  cheap = s.packages[0]!.id;
  dear = s.packages[1]!.id;
  // Ten days ago, paid three days ago; a request declined for next week.
  const recent = await s.eventOn(addDays(T, -10));
  await s.pay(recent.bookingId, 1000, 'cash', addDays(T, -3));
  await s.eventOn(addDays(T, 5), { status: 'declined' });
  // Two hundred days ago, two weddings of the dearer package and one of the cheaper.
  for (const packageIndex of [1, 1, 0]) {
    const old = await s.eventOn(addDays(T, -200), { packageIndex });
    await s.pay(old.bookingId, 5000, 'bank_transfer', addDays(T, -200));
  }
});
afterAll(() => s.server.close());

describe('GET /business/{id}/package-performance', () => {
  it('answers different figures for Week and Year when older bookings fall in the year only', async () => {
    const week = await performance('?period=week');
    const year = await performance('?period=year');
    expect(week.of(cheap)).toMatchObject({ bookings_count: 1, revenue: 1000 });
    expect(week.of(dear)).toMatchObject({ bookings_count: 0, revenue: 0 });
    expect(year.of(cheap)).toMatchObject({ bookings_count: 2, revenue: 6000 });
    expect(year.of(dear)).toMatchObject({ bookings_count: 2, revenue: 10000 });
    // Best earners first, in each range.
    expect(week.rows[0]!.package_id).toBe(cheap);
    expect(year.rows[0]!.package_id).toBe(dear);
  });

  it('keeps to a chosen range, and compares its revenue with as many days before it', async () => {
    const range = await performance(`?period=week&from=${addDays(T, -14)}&to=${addDays(T, 7)}`);
    // The event ten days ago and the request declined for day 5: one of two answered.
    expect(range.of(cheap)).toMatchObject({
      bookings_count: 1,
      conversion_rate: 50,
      revenue: 1000,
      growth_rate: null,
    });
    // With the payment 200 days ago inside the range, nothing earned in the days before it.
    const wide = await performance(`?period=month&from=${addDays(T, -202)}&to=${addDays(T, -3)}`);
    expect(wide.of(cheap)).toMatchObject({ revenue: 6000, growth_rate: null });
    // Just after it: 1,000 in the range against 5,000 in the as many days before.
    const after = await performance(`?period=month&from=${addDays(T, -199)}&to=${addDays(T, -3)}`);
    expect(after.of(cheap)).toMatchObject({ revenue: 1000, growth_rate: -80 });
  });

  it('ranks the dashboard top packages over its six months, as its revenue chart', async () => {
    const { body } = await s.get(`/api/business/mapping/${s.mappingId}/enhanced-stats`);
    expect(body.top_packages[0]).toMatchObject({ package_id: cheap, revenue: 1000 });
    expect(
      body.revenue_last_6_months.reduce((n: number, p: { amount: number }) => n + p.amount, 0),
    ).toBe(1000);
  });

  it('refuses a range that ends before it starts', async () => {
    const refused = await s.get(
      `/api/business/${s.owner.businessId}/package-performance?from=${T}&to=${addDays(T, -1)}`,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.detail[0]).toMatchObject({ loc: ['query', 'to'] });
  });
});
