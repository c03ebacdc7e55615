// The owner's statistics on both engines (docs/architecture.md#10-two-engines): one business's
// bookings, payments and reviews, written as steps on a real SQLite file and on the run's
// throwaway PostgreSQL, give the same figures, the same charts' days and weekdays, and the same
// report. Where the dialects differ (hours between two moments, a date's weekday, counting
// rows that match) this is what holds them together.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { bucketStart, weekdayIndex } from '@baraat/shared/domain/periods';
import { WEEKDAYS } from '@baraat/shared/schemas/stats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../db/engine';
import { ENGINES, openTestDatabase, type TestDatabase } from '../../test/engines';
import { bookingRow, businessRow, userRow } from '../../test/ledger-rows';
import { createStatsService, type StatsService } from './service';

const T = todayInPakistan();
const PRICE = 1000;
const PEOPLE = 3;

/** A moment `hours` after 2026-01-01T00:00:00Z, as the tables store moments. */
const at = (hours: number) => new Date(Date.UTC(2026, 0, 1) + hours * 3_600_000).toISOString();

describe.each(ENGINES)('the owner’s statistics on %s', (engine) => {
  let test: TestDatabase;
  let stats: StatsService;
  let business: number;
  const booking: Record<string, number> = {};

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    stats = createStatsService(test.database);
    const owner = await test.database.transaction(() => userRow('Owner', true));
    const place = await test.database.transaction(() => businessRow(owner, PRICE));
    business = place.business;
    const [ayesha, bilal] = [
      await test.database.transaction(() => userRow('Ayesha')),
      await test.database.transaction(() => userRow('Bilal')),
    ];
    const book = (customer: number, status: 'pending' | 'verified', date: string) =>
      test.database.transaction(() => bookingRow(place, customer, status, PEOPLE, date));
    booking.nextWeek = await book(ayesha, 'verified', addDays(T, 7));
    booking.past = await book(ayesha, 'verified', addDays(T, -10));
    booking.declined = await book(bilal, 'pending', addDays(T, 5));
    booking.pending = await book(bilal, 'pending', addDays(T, 6));
    booking.cancelled = await book(bilal, 'pending', addDays(T, 9));
    // Answered 2, 8 and 6 hours after the request: the median is 6.
    const answer = (id: number, status: string, hours: number) =>
      test.database.transaction(() =>
        run(
          `UPDATE bookings SET status = @status, created_at = @created, decided_at = @decided
           WHERE id = @id`,
          { id, status, created: at(0), decided: at(hours) },
        ),
      );
    await answer(booking.nextWeek, 'verified', 2);
    await answer(booking.past, 'verified', 8);
    await answer(booking.declined, 'declined', 6);
    await test.database.transaction(() =>
      run("UPDATE bookings SET status = 'cancelled' WHERE id = @id", { id: booking.cancelled }),
    );
    const pay = (id: number, amount: number, method: string, paidOn: string, status: string) =>
      test.database.transaction(() =>
        run(
          `INSERT INTO payments (booking_id, business_id, recorded_by_user_id, kind, method,
             amount, status, paid_on, created_at, modified_at)
           VALUES (@id, @business, @owner, 'advance', @method, @amount, @status, @paidOn,
             @now, @now)`,
          { id, business, owner, method, amount, status, paidOn, now: at(1) },
        ),
      );
    await pay(booking.nextWeek, 1000, 'cash', T, 'completed');
    await pay(booking.past, 4000, 'bank_transfer', addDays(T, -40), 'completed');
    await pay(booking.nextWeek, 500, 'card', T, 'refunded');
    for (const [user, rating] of [
      [ayesha, 4],
      [bilal, 5],
    ] as const) {
      await test.database.transaction(() =>
        run(
          `INSERT INTO reviews (business_id, user_id, reviewer_name, rating, created_at, modified_at)
           VALUES (@business, @user, 'A guest', @rating, @now, @now)`,
          { business, user, rating, now: at(2) },
        ),
      );
    }
  });
  afterAll(() => test.close());

  it('counts requests, customers, money, reviews and the time to answer', async () => {
    expect(await stats.stats(business, T)).toEqual({
      total_bookings: 5,
      pending_bookings: 1,
      confirmed_bookings: 2,
      total_revenue: 5000,
      monthly_revenue: 1000,
      weekly_revenue: 1000,
      upcoming_events: 1,
      weekly_events: 1,
      total_customers: 1,
      repeat_customers: 1,
      average_rating: 4.5,
      total_reviews: 2,
      total_packages: 1,
      total_services: 0,
      conversion_rate: 66.7,
      response_time: 6,
    });
  });

  it('puts confirmed events on their weekdays, and money by method without the refund', async () => {
    const enhanced = await stats.enhancedStats(business);
    const expected = new Map<string, number>();
    for (const date of [addDays(T, 7), addDays(T, -10)]) {
      const day = WEEKDAYS[weekdayIndex(date)]!;
      expected.set(day, (expected.get(day) ?? 0) + 1);
    }
    expect(enhanced.bookings_by_weekday).toEqual(
      WEEKDAYS.map((day) => ({ day, count: expected.get(day) ?? 0 })),
    );
    expect(enhanced.payment_methods).toEqual([
      { method: 'bank_transfer', amount: 4000, count: 1, share: 80 },
      { method: 'cash', amount: 1000, count: 1, share: 20 },
    ]);
    expect(enhanced.conversion_funnel).toEqual({
      requests: 5,
      answered: 3,
      accepted: 2,
      declined: 1,
      pending: 1,
      cancelled: 1,
    });
    expect(enhanced.recent_transactions.map((row) => [row.amount, row.status])).toEqual([
      [500, 'refunded'],
      [1000, 'completed'],
      [4000, 'completed'],
    ]);
  });

  it('charts revenue by the day it was received and events by their date', async () => {
    const chart = await stats.revenueData(business, 'week', { from: addDays(T, -45), to: T });
    expect(chart.total_amount).toBe(5000);
    expect(chart.data.at(-1)).toMatchObject({ start: bucketStart('week', T), amount: 1000 });
    const ahead = await stats.revenueData(business, 'week', { from: T, to: addDays(T, 7) });
    expect(ahead.data.at(-1)).toMatchObject({
      start: bucketStart('week', addDays(T, 7)),
      bookings: 1,
    });
  });

  it('ranks packages over a range and compares with the range before it', async () => {
    const [row] = await stats.packagePerformance(business, 'week', {
      from: addDays(T, -45),
      to: addDays(T, 10),
    });
    expect(row).toMatchObject({
      package_name: 'Mehndi night',
      price: PRICE,
      bookings_count: 2,
      conversion_rate: 66.7,
      revenue: 5000,
    });
  });

  it('lists the upcoming confirmed events with their totals, and exports the same rows', async () => {
    const events = await stats.upcomingEvents(business, { days: 30 });
    expect(events.map((event) => [event.booking_id, event.revenue])).toEqual([
      [booking.nextWeek, PRICE * PEOPLE],
    ]);
    const { csv, filename } = await stats.report(business, 'the-hall', {
      from: addDays(T, -45),
      to: addDays(T, 10),
    });
    expect(filename).toBe(`the-hall-report-${addDays(T, -45)}-to-${addDays(T, 10)}.csv`);
    // Every booking of the range by its id, and every payment received in it, refunded too.
    const lines = csv.trim().split(/\r?\n/).slice(1);
    const bookingIds = lines
      .filter((line) => line.startsWith('booking,'))
      .map((line) => Number(line.split(',')[2]));
    expect(bookingIds.sort((a, b) => a - b)).toEqual(Object.values(booking).sort((a, b) => a - b));
    expect(lines.filter((line) => line.startsWith('payment,'))).toHaveLength(3);
  });
});
