// The owner's statistics (docs/product/business-desk.md#what-a-business-holds, docs/product/payments.md#calls, docs/product/texts.md#limits; docs/product/decisions.md#the-decisions-at-a-glance): every figure is computed from the
// business's real bookings and the payments ledger, never sample data. Dates are YYYY-MM-DD in
// Pakistan; money is whole PKR. Revenue is what the ledger holds as completed: a refunded
// payment no longer counts.
import { z } from 'zod';
import { UPCOMING_DAYS_DEFAULT, UPCOMING_DAYS_MAX } from '../constants/limits';
import { addDays, isIsoDate } from '../domain/dates';
import { fill, tx } from '../i18n/text';
import { PAYMENT_KINDS, PAYMENT_METHODS } from './payments';

export const STATS_TEXTS = {
  dashboardFailed: (message: string) =>
    fill(tx('Failed to load dashboard: {message}'), { message }),
  analyticsFailed: tx('Failed to load analytics data. Please try again.'),
} as const;

/** The dashboard's lists (docs/product/texts.md#limits). */
export const DASHBOARD_UPCOMING = 5;
export const DASHBOARD_TOP_PACKAGES = 5;
export const DASHBOARD_TRANSACTIONS = 3;
export const DASHBOARD_REVENUE_MONTHS = 6;

/** Revenue buckets: a week (Monday to Sunday), a calendar month (default), a calendar year. */
export const REVENUE_PERIODS = ['week', 'month', 'year'] as const;
export type RevenuePeriod = (typeof REVENUE_PERIODS)[number];
/** How many buckets a period shows when no range is given. */
export const REVENUE_DEFAULT_BUCKETS: Record<RevenuePeriod, number> = {
  week: 12,
  month: 6,
  year: 3,
};
/** The longest range a report or chart covers: about ten years. */
export const RANGE_DAYS_MAX = 3660;

const dateField = (field: string) =>
  z
    .string({ error: fill(tx('{field} must be a date written YYYY-MM-DD'), { field }) })
    .trim()
    .refine(isIsoDate, { error: fill(tx('{field} must be a date written YYYY-MM-DD'), { field }) });

/**
 * from/to of a range, both or either; `to` not before `from`, at most RANGE_DAYS_MAX long. A
 * date its own field refused is not compared: the range is checked between two dates only.
 */
const rangeFields = { from: dateField('from').optional(), to: dateField('to').optional() };
function refineRange(
  query: { from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (!query.from || !query.to || !isIsoDate(query.from) || !isIsoDate(query.to)) return;
  if (query.to < query.from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: tx('to must not be before from') });
  } else if (addDays(query.from, RANGE_DAYS_MAX) < query.to) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: fill(tx('A range may span at most {max} days'), { max: RANGE_DAYS_MAX }),
    });
  }
}

const period = z
  .enum(REVENUE_PERIODS, {
    error: fill(tx('period must be one of {periods}'), { periods: REVENUE_PERIODS.join(', ') }),
  })
  .default('month');

export const upcomingEventsQuerySchema = z.object({
  days: z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
      z
        .number({ error: tx('days must be a whole number') })
        .int({ error: tx('days must be a whole number') })
        .min(1, { error: tx('days must be at least 1') })
        .max(UPCOMING_DAYS_MAX, {
          error: fill(tx('days must be at most {max}'), { max: UPCOMING_DAYS_MAX }),
        }),
    )
    .default(UPCOMING_DAYS_DEFAULT),
  /** When given, the window ends on this day instead of `days` after today. */
  end_date: dateField('end_date').optional(),
});

export const revenueDataQuerySchema = z.object({ period, ...rangeFields }).superRefine(refineRange);
export type RevenueDataQuery = z.output<typeof revenueDataQuerySchema>;

/** The same period and range as the revenue chart beside it on the analytics view. */
export const packagePerformanceQuerySchema = revenueDataQuerySchema;

export const reportQuerySchema = z.object(rangeFields).superRefine(refineRange);

const int = z.number().int();
const date = z.string();

/** docs/product/payments.md#statistics. */
export const businessStatsSchema = z.strictObject({
  /** Every request the business received, whatever became of it. */
  total_bookings: int,
  pending_bookings: int,
  /** Accepted (verified) and completed bookings. */
  confirmed_bookings: int,
  /** Completed payments in the ledger, all time. */
  total_revenue: int,
  /** Completed payments received this calendar month. */
  monthly_revenue: int,
  /** Completed payments received today and the six days before. */
  weekly_revenue: int,
  /** Confirmed bookings dated today or later. */
  upcoming_events: int,
  /** Confirmed bookings from today to seven days ahead, both days included. */
  weekly_events: int,
  /** Customers with at least one confirmed booking. */
  total_customers: int,
  /** Customers with two or more confirmed bookings. */
  repeat_customers: int,
  average_rating: z.number(),
  total_reviews: int,
  total_packages: int,
  total_services: int,
  /**
   * Accepted requests as a percentage (one decimal) of the requests the owner answered
   * (accepted + declined); pending and withdrawn requests are not answers. 0 before any answer.
   */
  conversion_rate: z.number(),
  /** Median hours (one decimal) from a request to its answer; null before any answer. */
  response_time: z.number().nullable(),
});
export type BusinessStats = z.infer<typeof businessStatsSchema>;

/** docs/product/payments.md#dashboard-figures: a confirmed booking in the window. */
export const upcomingEventSchema = z.strictObject({
  booking_id: int,
  event_date: date,
  /** HH:MM - HH:MM in Pakistan. */
  event_time: z.string(),
  event_title: z.string(),
  customer_name: z.string(),
  package_name: z.string().nullable(),
  guest_count: int,
  /** The hall assigned, else the business's address. */
  location: z.string(),
  status: z.literal('confirmed'),
  /** The booking's value: package price × number of people (docs/product/texts.md#limits), 0 without a package. */
  revenue: int,
});
export type UpcomingEvent = z.infer<typeof upcomingEventSchema>;

/** One bucket of the revenue chart; `month` repeats the label under the spec's field name. */
export const revenuePointSchema = z.strictObject({
  label: z.string(),
  month: z.string(),
  start: date,
  end: date,
  /** Completed payments received in the bucket. */
  amount: int,
  /** Confirmed bookings whose event date falls in the bucket. */
  bookings: int,
});
export type RevenuePoint = z.infer<typeof revenuePointSchema>;

export const revenueDataSchema = z.strictObject({
  period: z.enum(REVENUE_PERIODS),
  from: date,
  to: date,
  total_amount: int,
  total_bookings: int,
  data: z.array(revenuePointSchema),
});
export type RevenueData = z.infer<typeof revenueDataSchema>;

/**
 * docs/product/payments.md#analytics over a range (the revenue chart's: the period's default buckets
 * up to today when none is given), best earners first.
 */
export const packagePerformanceSchema = z.strictObject({
  package_id: int,
  package_name: z.string(),
  price: int,
  /** Accepted requests for the package as a percentage of its answered ones, by event date. */
  conversion_rate: z.number(),
  /** Completed payments on its bookings received in the range. */
  revenue: int,
  /** Its confirmed bookings whose event date falls in the range. */
  bookings_count: int,
  /**
   * Revenue of the range against the as many days just before it, in percent (one decimal);
   * null when those earned nothing.
   */
  growth_rate: z.number().nullable(),
});
export type PackagePerformance = z.infer<typeof packagePerformanceSchema>;

export const WEEKDAYS = [
  tx('Mon'),
  tx('Tue'),
  tx('Wed'),
  tx('Thu'),
  tx('Fri'),
  tx('Sat'),
  tx('Sun'),
] as const;

export const recentTransactionSchema = z.strictObject({
  payment_id: int,
  booking_id: int,
  customer_name: z.string(),
  amount: int,
  kind: z.enum(PAYMENT_KINDS),
  payment_method: z.enum(PAYMENT_METHODS),
  status: z.enum(['completed', 'refunded']),
  /** docs/product/business-desk.md#what-a-business-holds: a completed payment shows as Completed. */
  status_label: z.enum([tx('Completed'), tx('Refunded')]),
  payment_date: date,
  /** A wedding's payment: the wedding and who paid, shown instead of the customer
   * (docs/product/weddings.md#payments-of-a-wedding); null for a single booking's. */
  wedding_title: z.string().nullable().meta({ description: 'The wedding paid towards, if any.' }),
  payer_name: z.string().nullable().meta({ description: 'Who paid towards the wedding.' }),
});
export type RecentTransaction = z.infer<typeof recentTransactionSchema>;

export const enhancedStatsSchema = businessStatsSchema.extend({
  /** Confirmed bookings by the weekday of the event, Monday first. */
  bookings_by_weekday: z.array(z.strictObject({ day: z.enum(WEEKDAYS), count: int })),
  /** Requests → answered → accepted; declined and withdrawn shown beside them. */
  conversion_funnel: z.strictObject({
    requests: int,
    answered: int,
    accepted: int,
    declined: int,
    pending: int,
    cancelled: int,
  }),
  /** Completed payments by method, largest first; share in percent (one decimal). */
  payment_methods: z.array(
    z.strictObject({
      method: z.enum(PAYMENT_METHODS),
      amount: int,
      count: int,
      share: z.number(),
    }),
  ),
  recent_transactions: z.array(recentTransactionSchema),
  top_packages: z.array(packagePerformanceSchema),
  revenue_last_6_months: z.array(revenuePointSchema),
});
export type EnhancedStats = z.infer<typeof enhancedStatsSchema>;

/** The report's columns, in order (Export Report, docs/product/payments.md#analytics): the
 * first twelve keep their places; what is paid and owed, and the wedding, come after. */
export const REPORT_COLUMNS = [
  tx('record'),
  tx('date'),
  tx('booking_id'),
  tx('customer'),
  tx('event'),
  tx('package'),
  tx('guests'),
  tx('status'),
  tx('amount'),
  tx('method'),
  tx('kind'),
  tx('reference'),
  tx('paid'),
  tx('outstanding'),
  tx('wedding_id'),
  tx('wedding'),
] as const;
