// GET /api/packages/search: real packages for the comparison page (docs/product/discovery.md#calls).
import { packageSearchQuerySchema } from '@baraat/shared/schemas/packages';
import Router from '@koa/router';
import type { AppState } from '../../http/context';
import { parseInput } from '../../http/validate';
import type { PackagesService } from './service';

export function packageRoutes(packages: PackagesService) {
  const router = new Router<AppState>();

  router.get('/packages/search', async (ctx) => {
    ctx.body = await packages.search(parseInput(packageSearchQuerySchema, ctx.query, 'query'));
  });

  return router;
}
