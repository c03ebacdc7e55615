// The owner's statistics (docs/product/business-desk.md#the-desk-and-its-tabs, docs/product/payments.md#analytics, docs/product/business-desk.md#what-a-business-holds, docs/product/payments.md#calls; docs/product/decisions.md#the-decisions-at-a-glance): figures of one business from
// its bookings and the payments ledger, dated in Pakistan. The caller has already checked that
// the business is the owner's own (ownedBusinessAt).
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import {
  bucketStart,
  bucketsBetween,
  daysBetween,
  nextBucket,
  type Period,
} from '@baraat/shared/domain/periods';
import type { Language } from '@baraat/shared/i18n/languages';
import { fill, tx } from '@baraat/shared/i18n/text';
import {
  type BusinessStats,
  DASHBOARD_REVENUE_MONTHS,
  DASHBOARD_TOP_PACKAGES,
  DASHBOARD_TRANSACTIONS,
  type EnhancedStats,
  RANGE_DAYS_MAX,
  REPORT_COLUMNS,
  REVENUE_DEFAULT_BUCKETS,
  type RevenueData,
  WEEKDAYS,
} from '@baraat/shared/schemas/stats';
import type { Database } from '../../db/engine';
import { fieldError } from '../../http/errors';
import { ENGLISH_ONLY, type Translator } from '../../i18n/translator';
import { bookingBalancesStep } from '../payments/service';
import { betweenStep } from '../weddings/service';
import {
  oneDecimal,
  percent,
  presentPackagePerformance,
  presentReport,
  presentTransaction,
  presentUpcomingEvent,
} from './presenter';
import { statsRepo as repo } from './repo';

interface Range {
  from?: string | undefined;
  to?: string | undefined;
}

function median(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function createStatsService(db: Database, translate: Translator = ENGLISH_ONLY) {
  async function stats(businessId: number, today = todayInPakistan()): Promise<BusinessStats> {
    const [
      counts,
      customers,
      reviews,
      catalogue,
      hours,
      totalRevenue,
      monthlyRevenue,
      weeklyRevenue,
      upcomingEvents,
      weeklyEvents,
    ] = await Promise.all([
      db.read(repo.bookingCounts(businessId)),
      db.read(repo.customers(businessId)),
      db.read(repo.reviews(businessId)),
      db.read(repo.catalogue(businessId)),
      db.read(repo.responseHours(businessId)),
      db.read(repo.revenue(businessId, null, null)),
      db.read(repo.revenue(businessId, bucketStart('month', today), today)),
      db.read(repo.revenue(businessId, addDays(today, -6), today)),
      db.read(repo.confirmedEvents(businessId, today, null)),
      db.read(repo.confirmedEvents(businessId, today, addDays(today, 7))),
    ]);
    const responseTime = median(hours);
    return {
      total_bookings: counts.total,
      pending_bookings: counts.pending,
      confirmed_bookings: counts.confirmed,
      total_revenue: totalRevenue,
      monthly_revenue: monthlyRevenue,
      weekly_revenue: weeklyRevenue,
      upcoming_events: upcomingEvents,
      weekly_events: weeklyEvents,
      total_customers: customers.total,
      repeat_customers: customers.repeat,
      average_rating: oneDecimal(reviews.average ?? 0),
      total_reviews: reviews.total,
      total_packages: catalogue.packages,
      total_services: catalogue.services,
      conversion_rate: percent(counts.confirmed, counts.confirmed + counts.declined),
      response_time: responseTime === null ? null : oneDecimal(responseTime),
    };
  }

  /** Confirmed bookings from today to `days` ahead (both included), or to end_date. */
  async function upcomingEvents(
    businessId: number,
    query: { days: number; end_date?: string | undefined },
  ) {
    const today = todayInPakistan();
    const to = query.end_date ?? addDays(today, query.days);
    return (await db.read(repo.events(businessId, today, to))).map(presentUpcomingEvent);
  }

  /** A range resolved against today: the period's default buckets up to today when left out. */
  function resolveRange(period: Period, range: Range, today: string) {
    const to = range.to ?? (range.from && range.from > today ? range.from : today);
    const from =
      range.from ??
      nextBucket(period, bucketStart(period, to), 1 - REVENUE_DEFAULT_BUCKETS[period]);
    if (daysBetween(from, to) > RANGE_DAYS_MAX + 1) {
      throw fieldError(
        'query',
        'from',
        fill(tx('A range may span at most {max} days'), { max: RANGE_DAYS_MAX }),
      );
    }
    return { from, to };
  }

  async function revenueData(
    businessId: number,
    period: Period,
    range: Range,
  ): Promise<RevenueData> {
    const { from, to } = resolveRange(period, range, todayInPakistan());
    const [amounts, bookings] = await Promise.all([
      db.read(repo.paymentsByDay(businessId, from, to)),
      db.read(repo.bookingsByDay(businessId, from, to)),
    ]);
    const data = bucketsBetween(period, from, to).map((bucket) => {
      const inside = (day: string) => day >= bucket.start && day <= bucket.end;
      return {
        label: bucket.label,
        month: bucket.label,
        start: bucket.start,
        end: bucket.end,
        amount: amounts.filter((row) => inside(row.day)).reduce((sum, row) => sum + row.amount, 0),
        bookings: bookings.filter((row) => inside(row.day)).reduce((sum, row) => sum + row.n, 0),
      };
    });
    return {
      period,
      from,
      to,
      total_amount: data.reduce((sum, point) => sum + point.amount, 0),
      total_bookings: data.reduce((sum, point) => sum + point.bookings, 0),
      data,
    };
  }

  /** Each package's figures over the range the revenue chart shows for the same query. */
  async function packagePerformance(businessId: number, period: Period, range: Range) {
    const { from, to } = resolveRange(period, range, todayInPakistan());
    const previousTo = addDays(from, -1);
    const previousFrom = addDays(from, -daysBetween(from, to));
    const rows = await db.read(repo.packages(businessId, { from, to, previousFrom, previousTo }));
    return rows.map(presentPackagePerformance);
  }

  async function enhancedStats(businessId: number): Promise<EnhancedStats> {
    // The revenue chart's six months; the top packages are ranked over the same months.
    const sixMonths = {
      from: nextBucket(
        'month',
        bucketStart('month', todayInPakistan()),
        1 - DASHBOARD_REVENUE_MONTHS,
      ),
    };
    const [basic, counts, weekdays, methods, recent, topPackages, revenue] = await Promise.all([
      stats(businessId),
      db.read(repo.bookingCounts(businessId)),
      db.read(repo.weekdays(businessId)),
      db.read(repo.methods(businessId)),
      db.read(repo.recent(businessId, DASHBOARD_TRANSACTIONS)),
      packagePerformance(businessId, 'month', sixMonths),
      revenueData(businessId, 'month', sixMonths),
    ]);
    const byWeekday = new Map(weekdays.map((row) => [(row.weekday + 6) % 7, row.n]));
    const received = methods.reduce((sum, row) => sum + row.amount, 0);
    return {
      ...basic,
      bookings_by_weekday: WEEKDAYS.map((day, index) => ({
        day,
        count: byWeekday.get(index) ?? 0,
      })),
      conversion_funnel: {
        requests: counts.total,
        answered: counts.confirmed + counts.declined,
        accepted: counts.confirmed,
        declined: counts.declined,
        pending: counts.pending,
        cancelled: counts.cancelled,
      },
      payment_methods: methods.map((row) => ({ ...row, share: percent(row.amount, received) })),
      recent_transactions: recent.map(presentTransaction),
      top_packages: topPackages.slice(0, DASHBOARD_TOP_PACKAGES),
      revenue_last_6_months: revenue.data,
    };
  }

  /**
   * Export Report: the CSV of a range (default: this month so far) and its file name, its
   * header line in `language` (docs/architecture.md#urdu-on-the-server).
   */
  async function report(businessId: number, slug: string, range: Range, language: Language = 'en') {
    const today = todayInPakistan();
    const { from, to } =
      range.from || range.to
        ? resolveRange('month', range, today)
        : { from: bucketStart('month', today), to: today };
    const [bookings, payments, balances, weddings] = await Promise.all([
      db.read(repo.reportBookings(businessId, from, to)),
      db.read(repo.reportPayments(businessId, from, to)),
      db.read(bookingBalancesStep(businessId, from, to)),
      db.read(betweenStep(businessId, from, to, today)),
    ]);
    return {
      filename: `${slug}-report-${from}-to-${to}.csv`,
      csv: presentReport(
        { from, to, bookings, payments, balances, weddings },
        REPORT_COLUMNS.map((column) => translate(column, language)),
      ),
    };
  }

  return { stats, upcomingEvents, revenueData, packagePerformance, enhancedStats, report };
}

export type StatsService = ReturnType<typeof createStatsService>;
