// The owner's figures against bookings and payments this file creates (vendor 1 starts with
// none): confirmed, declined and pending requests around today, payments, and a refund.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { bucketStart, weekdayIndex } from '@baraat/shared/domain/periods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StatsServer, startStatsServer } from '../../test/stats-data';

let s: StatsServer;
const T = todayInPakistan();
const ev: Record<string, Awaited<ReturnType<StatsServer['eventOn']>>> = {};
let before: { stats: Record<string, number>; revenue: number };
let stored: { rating: number; reviews: number; packages: number; services: number };

const stats = () => s.get(`/api/business/${s.owner.businessId}/stats`);
const revenue = (query = '') => s.get(`/api/business/${s.owner.businessId}/revenue-data${query}`);
const upcoming = (query = '') =>
  s.get(`/api/business/mapping/${s.mappingId}/upcoming-events${query}`);

beforeAll(async () => {
  s = await startStatsServer();
  ev.today = await s.eventOn(T, { answeredAfterHours: 2 });
  ev.day7 = await s.eventOn(addDays(T, 7), { packageIndex: 1, answeredAfterHours: 4 });
  ev.day8 = await s.eventOn(addDays(T, 8), { answeredAfterHours: 10 });
  ev.declined = await s.eventOn(addDays(T, 5), { status: 'declined', answeredAfterHours: 6 });
  ev.pending = await s.eventOn(addDays(T, 6), { status: 'pending' });
  // The first customer again, ten days ago: a repeat customer.
  ev.past = await s.eventOn(addDays(T, -10), { token: ev.today!.token, answeredAfterHours: 8 });
  await s.pay(ev.today!.bookingId, 1000, 'cash', T);
  await s.pay(ev.day7!.bookingId, 2000, 'jazzcash', addDays(T, -3));
  await s.pay(ev.past!.bookingId, 4000, 'bank_transfer', addDays(T, -40));
  const card = await s.pay(ev.day8!.bookingId, 500, 'card', T);
  before = { stats: (await stats()).body, revenue: (await revenue()).body.total_amount };
  const refund = await s.server.request(`/api/payments/${card}/refund`, {
    method: 'PATCH',
    token: s.owner.token,
  });
  expect(refund.status).toBe(200);
  stored = (await s.server.sql.get<typeof stored>(
    `SELECT (SELECT avg(rating) FROM reviews WHERE business_id = @b) AS rating,
       (SELECT count(*) FROM reviews WHERE business_id = @b) AS reviews,
       (SELECT count(*) FROM packages WHERE business_id = @b) AS packages,
       (SELECT count(*) FROM business_services WHERE business_id = @b) AS services`,
    { b: s.owner.businessId },
  ))!;
});
afterAll(() => s.server.close());

const ledgerSince = (from: string) =>
  [
    [1000, T],
    [2000, addDays(T, -3)],
    [4000, addDays(T, -40)],
  ]
    .filter(([, day]) => (day as string) >= from)
    .reduce((sum, [amount]) => sum + (amount as number), 0);

describe('GET /business/{id}/stats', () => {
  it('counts requests, customers and money from the bookings and the ledger', async () => {
    const answer = await stats();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      total_bookings: 6,
      pending_bookings: 1,
      confirmed_bookings: 4,
      total_revenue: 7000,
      monthly_revenue: ledgerSince(bucketStart('month', T)),
      weekly_revenue: 3000,
      upcoming_events: 3,
      weekly_events: 2,
      total_customers: 3,
      repeat_customers: 1,
      average_rating: Math.round((stored.rating ?? 0) * 10) / 10,
      total_reviews: stored.reviews,
      total_packages: stored.packages,
      total_services: stored.services,
      // 4 accepted of 5 answered: the declined request counts, the pending one does not.
      conversion_rate: 80,
      // Answers after 2, 4, 6, 8 and 10 hours.
      response_time: 6,
    });
  });

  it('lowers the revenue when a payment is refunded', async () => {
    expect(before.stats.total_revenue).toBe(7500);
    expect(before.stats.weekly_revenue).toBe(3500);
    expect(before.revenue).toBe(7500);
    expect((await stats()).body.total_revenue).toBe(7000);
    expect((await revenue()).body.total_amount).toBe(7000);
  });
});

describe('GET /business/mapping/{id}/upcoming-events', () => {
  it('lists confirmed bookings from today to day 7; day 8 and the declined one stay out', async () => {
    const answer = await upcoming();
    expect(answer.status).toBe(200);
    expect(answer.body.map((e: { booking_id: number }) => e.booking_id)).toEqual([
      ev.today!.bookingId,
      ev.day7!.bookingId,
    ]);
    expect(answer.body[0]).toEqual({
      booking_id: ev.today!.bookingId,
      event_date: T,
      event_time: expect.stringMatching(/^\d\d:\d\d - 23:59$/),
      event_title: 'Booking — Ayesha Khan',
      customer_name: 'Ayesha Khan',
      package_name: s.packages[0]!.package_name,
      guest_count: 2,
      location: expect.any(String),
      status: 'confirmed',
      revenue: ev.today!.total,
    });
  });

  it('reads days and end_date', async () => {
    const eight = await upcoming('?days=8');
    expect(eight.body.map((e: { booking_id: number }) => e.booking_id)).toContain(
      ev.day8!.bookingId,
    );
    const onlyToday = await upcoming(`?end_date=${T}`);
    expect(onlyToday.body.map((e: { booking_id: number }) => e.booking_id)).toEqual([
      ev.today!.bookingId,
    ]);
  });
});

describe('GET /business/{id}/revenue-data', () => {
  it('answers the last six months by default, with confirmed bookings by event date', async () => {
    const answer = await revenue();
    expect(answer.body.period).toBe('month');
    expect(answer.body.data).toHaveLength(6);
    expect(answer.body.to).toBe(T);
    expect(answer.body.data.at(-1)).toMatchObject({ start: bucketStart('month', T), end: T });
    expect(answer.body.data.at(-1).amount).toBe(ledgerSince(bucketStart('month', T)));
    // Today's and ten days ago; the ones ahead are after the range.
    expect(answer.body.total_bookings).toBe(2);
  });

  it('cuts weekly buckets to a chosen range', async () => {
    const answer = await revenue(`?period=week&from=${addDays(T, -3)}&to=${T}`);
    expect(answer.body.total_amount).toBe(3000);
    expect(answer.body.data[0].start).toBe(addDays(T, -3));
    expect(answer.body.data.at(-1).end).toBe(T);
    const sum = answer.body.data.reduce((n: number, p: { amount: number }) => n + p.amount, 0);
    expect(sum).toBe(3000);
    const years = await revenue('?period=year');
    expect(years.body.data.map((p: { label: string }) => p.label).at(-1)).toBe(T.slice(0, 4));
    expect(years.body.data).toHaveLength(3);
  });
});

describe('GET /business/mapping/{id}/enhanced-stats', () => {
  it('adds weekdays, the funnel, the method split, recent payments and top packages', async () => {
    const { body } = await s.get(`/api/business/mapping/${s.mappingId}/enhanced-stats`);
    expect(body.total_revenue).toBe(7000);
    const expected = [0, 0, 0, 0, 0, 0, 0];
    for (const day of [T, addDays(T, 7), addDays(T, 8), addDays(T, -10)]) {
      expected[weekdayIndex(day)]! += 1;
    }
    expect(body.bookings_by_weekday.map((d: { count: number }) => d.count)).toEqual(expected);
    expect(body.bookings_by_weekday[0].day).toBe('Mon');
    expect(body.conversion_funnel).toEqual({
      requests: 6,
      answered: 5,
      accepted: 4,
      declined: 1,
      pending: 1,
      cancelled: 0,
    });
    expect(body.payment_methods).toEqual([
      { method: 'bank_transfer', amount: 4000, count: 1, share: 57.1 },
      { method: 'jazzcash', amount: 2000, count: 1, share: 28.6 },
      { method: 'cash', amount: 1000, count: 1, share: 14.3 },
    ]);
    expect(
      body.recent_transactions.map((t: { amount: number; status_label: string }) => [
        t.amount,
        t.status_label,
      ]),
    ).toEqual([
      [500, 'Refunded'],
      [1000, 'Completed'],
      [2000, 'Completed'],
    ]);
    expect(body.top_packages.length).toBeLessThanOrEqual(5);
    expect(body.top_packages[0].package_id).toBe(s.packages[0]!.id);
    expect(body.revenue_last_6_months).toHaveLength(6);
    expect(
      body.revenue_last_6_months.reduce((n: number, p: { amount: number }) => n + p.amount, 0),
    ).toBe(7000);
  });
});
