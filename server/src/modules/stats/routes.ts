// /api/business/{id}/… and /api/business/mapping/{id}/…: the owner's statistics (docs/product/payments.md#calls)
// and the analytics Export Report. Each path names the owner's own business, by business id
// or by mapping id as the spec writes it; another owner's id is a 404 (ownedBusinessAt).
import { idParamSchema } from '@baraat/shared/schemas/fields';
import {
  packagePerformanceQuerySchema,
  reportQuerySchema,
  revenueDataQuerySchema,
  upcomingEventsQuerySchema,
} from '@baraat/shared/schemas/stats';
import Router from '@koa/router';
import type { AuthGuards } from '../../http/auth';
import type { AppContext, AppState } from '../../http/context';
import { ownedBusinessAt } from '../../http/owned-business';
import { parseInput } from '../../http/validate';
import type { StatsService } from './service';

export function statsRoutes(stats: StatsService, guards: AuthGuards) {
  const router = new Router<AppState>({ prefix: '/business' });
  const owner = guards.requireOwnedBusiness;

  const own = (ctx: AppContext, reading: 'business' | 'mapping') =>
    ownedBusinessAt(ctx, parseInput(idParamSchema, ctx.params, 'path').id, reading);

  router.get('/mapping/:id/upcoming-events', owner, async (ctx) => {
    const { businessId } = own(ctx, 'mapping');
    ctx.body = await stats.upcomingEvents(
      businessId,
      parseInput(upcomingEventsQuerySchema, ctx.query, 'query'),
    );
  });

  router.get('/mapping/:id/enhanced-stats', owner, async (ctx) => {
    ctx.body = await stats.enhancedStats(own(ctx, 'mapping').businessId);
  });

  router.get('/:id/stats', owner, async (ctx) => {
    ctx.body = await stats.stats(own(ctx, 'business').businessId);
  });

  router.get('/:id/revenue-data', owner, async (ctx) => {
    const { businessId } = own(ctx, 'business');
    const { period, ...range } = parseInput(revenueDataQuerySchema, ctx.query, 'query');
    ctx.body = await stats.revenueData(businessId, period, range);
  });

  router.get('/:id/package-performance', owner, async (ctx) => {
    const { businessId } = own(ctx, 'business');
    const { period, ...range } = parseInput(packagePerformanceQuerySchema, ctx.query, 'query');
    ctx.body = await stats.packagePerformance(businessId, period, range);
  });

  router.get('/:id/report.csv', owner, async (ctx) => {
    const { businessId, slug } = own(ctx, 'business');
    const { filename, csv } = await stats.report(
      businessId,
      slug,
      parseInput(reportQuerySchema, ctx.query, 'query'),
    );
    ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = csv;
  });

  return router;
}
