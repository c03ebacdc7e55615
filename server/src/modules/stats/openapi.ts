// The owner's statistics and Export Report as the API document tells them
// (docs/product/payments.md#calls).
import { idParamSchema } from '@baraat/shared/schemas/fields';
import {
  businessStatsSchema,
  enhancedStatsSchema,
  packagePerformanceQuerySchema,
  packagePerformanceSchema,
  REPORT_COLUMNS,
  reportQuerySchema,
  revenueDataQuerySchema,
  revenueDataSchema,
  upcomingEventSchema,
  upcomingEventsQuerySchema,
} from '@baraat/shared/schemas/stats';
import { z } from 'zod';
import type { ApiOperation } from '../../openapi/operation';

const tag = 'Statistics';
const notHers = {
  description:
    'Business not found: the id names no business of the caller (or the caller has none).',
};

/** A figure of the owner's own business, named by its business id or its mapping id. */
const figure = (
  path: string,
  summary: string,
  answer: z.ZodType,
  more: Partial<ApiOperation> = {},
): ApiOperation => ({
  method: 'get',
  path,
  tag,
  summary,
  access: 'business',
  params: idParamSchema,
  ...more,
  responses: { 200: answer, 404: notHers },
});

const range =
  '`period`: week, month (default) or year buckets; `from` and `to` (both dates included; at most 3,660 days, `to` not before `from`). Left out, the period’s default: 12 weeks, 6 months or 3 years up to today.';

export const statsOperations: ApiOperation[] = [
  figure(
    '/business/mapping/:id/upcoming-events',
    'Upcoming events: confirmed bookings ahead',
    z.array(upcomingEventSchema),
    {
      description:
        'From today to `days` ahead (7 by default, at most 366), or to `end_date`, soonest first. The id is the mapping id.',
      query: upcomingEventsQuerySchema,
    },
  ),
  figure(
    '/business/mapping/:id/enhanced-stats',
    'The Dashboard: statistics, charts, top packages and recent transactions',
    enhancedStatsSchema,
    {
      description:
        'The id is the mapping id. A recent transaction of a wedding names the wedding and its payer (`wedding_title`, `payer_name`).',
    },
  ),
  figure('/business/:id/stats', 'The statistics every owner screen shares', businessStatsSchema, {
    description:
      'Every figure computed from the business’s bookings and the payments ledger (completed payments only), dated in Pakistan’s time.',
  }),
  figure(
    '/business/:id/revenue-data',
    'Analytics: revenue and bookings by bucket',
    revenueDataSchema,
    {
      description: `Completed payments by the day received; confirmed bookings by their event day. ${range}`,
      query: revenueDataQuerySchema,
    },
  ),
  figure(
    '/business/:id/package-performance',
    'Package performance over the analytics range',
    z.array(packagePerformanceSchema),
    { description: `Best earners first. ${range}`, query: packagePerformanceQuerySchema },
  ),
  {
    method: 'get',
    path: '/business/:id/report.csv',
    tag,
    summary: 'Export Report: the range’s bookings, weddings and payments as CSV',
    description: `One line per booking and payment, and one per wedding with an event in the range, with a header line: ${REPORT_COLUMNS.join(', ')}. Walk-ins are named as typed at the counter. An accepted single booking’s line carries what it was paid and still owes; a wedding’s events and payments name their wedding, whose line carries its total, paid and outstanding as its page shows them. \`from\` and \`to\` as on the analytics view; left out, this month up to today.`,
    access: 'business',
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
];
