// /api/business/{id}/… and /api/business/mapping/{id}/…: the owner's statistics
// (docs/product/payments.md#statistics, docs/product/payments.md#analytics) and the analytics
// Export Report, each declared once with its API document. Each path names the owner's own
// business, by business id or by mapping id as the spec writes it; another owner's id is a
// 404 (ownedBusinessInPath), before the query is read.
import { UPCOMING_DAYS_DEFAULT, UPCOMING_DAYS_MAX } from '@baraat/shared/constants/limits';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import {
  businessStatsSchema,
  enhancedStatsSchema,
  packagePerformanceQuerySchema,
  packagePerformanceSchema,
  RANGE_DAYS_MAX,
  REPORT_COLUMNS,
  REVENUE_DEFAULT_BUCKETS,
  reportQuerySchema,
  revenueDataQuerySchema,
  revenueDataSchema,
  upcomingEventSchema,
  upcomingEventsQuerySchema,
} from '@baraat/shared/schemas/stats';
import { z } from 'zod';
import { ownedBusinessInPath } from '../../http/owned-business';
import { routesOf } from '../../http/route';
import type { StatsService } from './service';

const route = routesOf<{ stats: StatsService }>();
const tag = 'Statistics';
const notHers = {
  description:
    'Business not found: the id names no business of the caller (or the caller has none).',
};
const byBusinessId = () => [ownedBusinessInPath('business')];
const byMappingId = () => [ownedBusinessInPath('mapping')];

/** A figure of the owner's own business, named by its business id or its mapping id. */
const figure = (path: string, summary: string, answer: z.ZodType) =>
  ({
    method: 'get',
    path,
    tag,
    summary,
    access: 'business',
    desk: 'figures',
    params: idParamSchema,
    responses: { 200: answer, 404: notHers },
  }) as const;

const { week, month, year } = REVENUE_DEFAULT_BUCKETS;
const range = `\`period\`: week, month (default) or year buckets; \`from\` and \`to\` (both dates included; at most ${RANGE_DAYS_MAX.toLocaleString('en-US')} days, \`to\` not before \`from\`). Left out, the period’s default: ${week} weeks, ${month} months or ${year} years up to today.`;

export const statsRoutes = [
  route(
    {
      ...figure(
        '/business/mapping/:id/upcoming-events',
        'Upcoming events: confirmed bookings ahead',
        z.array(upcomingEventSchema),
      ),
      description: `From today to \`days\` ahead (${UPCOMING_DAYS_DEFAULT} by default, at most ${UPCOMING_DAYS_MAX}), or to \`end_date\`, soonest first. The id is the mapping id.`,
      query: upcomingEventsQuerySchema,
    },
    ({ business, query }, { stats }) => stats.upcomingEvents(business.businessId, query),
    byMappingId,
  ),
  route(
    {
      ...figure(
        '/business/mapping/:id/enhanced-stats',
        'The Dashboard: statistics, charts, top packages and recent transactions',
        enhancedStatsSchema,
      ),
      description:
        'The id is the mapping id. A recent transaction of a wedding names the wedding and its payer (`wedding_title`, `payer_name`).',
    },
    ({ business }, { stats }) => stats.enhancedStats(business.businessId),
    byMappingId,
  ),
  route(
    {
      ...figure(
        '/business/:id/stats',
        'The statistics every owner screen shares',
        businessStatsSchema,
      ),
      description:
        'Every figure computed from the business’s bookings and the payments ledger (completed payments only), dated in Pakistan’s time.',
    },
    ({ business }, { stats }) => stats.stats(business.businessId),
    byBusinessId,
  ),
  route(
    {
      ...figure(
        '/business/:id/revenue-data',
        'Analytics: revenue and bookings by bucket',
        revenueDataSchema,
      ),
      description: `Completed payments by the day received; confirmed bookings by their event day. ${range}`,
      query: revenueDataQuerySchema,
    },
    ({ business, query: { period, ...dates } }, { stats }) =>
      stats.revenueData(business.businessId, period, dates),
    byBusinessId,
  ),
  route(
    {
      ...figure(
        '/business/:id/package-performance',
        'Package performance over the analytics range',
        z.array(packagePerformanceSchema),
      ),
      description: `Best earners first. ${range}`,
      query: packagePerformanceQuerySchema,
    },
    ({ business, query: { period, ...dates } }, { stats }) =>
      stats.packagePerformance(business.businessId, period, dates),
    byBusinessId,
  ),
  route(
    {
      method: 'get',
      path: '/business/:id/report.csv',
      tag,
      summary: 'Export Report: the range’s bookings, weddings and payments as CSV',
      description: `One line per booking and payment, and one per wedding with an event in the range, with a header line: ${REPORT_COLUMNS.join(', ')}. Walk-ins are named as typed at the counter. An accepted single booking’s line carries what it was paid and still owes; a wedding’s events and payments name their wedding, whose line carries its total, paid and outstanding as its page shows them. \`from\` and \`to\` as on the analytics view; left out, this month up to today.`,
      access: 'business',
      desk: 'figures',
      params: idParamSchema,
      query: reportQuerySchema,
      responses: {
        200: {
          description: 'The report, as a file to save.',
          contentType: 'text/csv',
          schema: z.string(),
          headers: z.object({
            'Content-Disposition': z.string().meta({
              description:
                '`attachment; filename="{slug}-report-{from}-to-{to}.csv"`: the business’s slug and the dates covered.',
            }),
          }),
        },
        404: notHers,
      },
    },
    async ({ business, query, ctx }, { stats }) => {
      ctx.vary('Accept-Language');
      const { filename, csv } = await stats.report(
        business.businessId,
        business.slug,
        query,
        ctx.state.language,
      );
      ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = csv;
    },
    byBusinessId,
  ),
];
