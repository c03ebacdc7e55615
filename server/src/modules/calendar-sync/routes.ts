// GET /api/sync/calendar?since=<cursor>: the owner's calendar as changes after a cursor.
import { calendarSyncQuerySchema } from '@baraat/shared/schemas/sync';
import Router from '@koa/router';
import type { AuthGuards } from '../../http/auth';
import type { AppState } from '../../http/context';
import { ownedBusiness } from '../../http/owned-business';
import { parseInput } from '../../http/validate';
import type { CalendarSyncService } from './service';

export function calendarSyncRoutes(sync: CalendarSyncService, guards: AuthGuards) {
  const router = new Router<AppState>({ prefix: '/sync' });
  router.get('/calendar', guards.requireOwnedBusiness, async (ctx) => {
    const { since } = parseInput(calendarSyncQuerySchema, ctx.query, 'query');
    ctx.body = await sync.pull(ownedBusiness(ctx), since);
  });
  return router;
}
