// GET /api/listings/search (docs/product/discovery.md#calls): the vendor search, run on the search workers
// (pool.ts), whose answer is JSON text already.
import { searchQuerySchema } from '@baraat/shared/schemas/listings';
import Router from '@koa/router';
import type { AppState } from '../../http/context';
import { parseInput } from '../../http/validate';
import type { SearchRunner } from './pool';

export function searchRoutes(searches: SearchRunner) {
  const router = new Router<AppState>();
  router.get('/listings/search', async (ctx) => {
    const json = await searches.search(parseInput(searchQuerySchema, ctx.query, 'query'));
    ctx.type = 'application/json';
    ctx.body = json;
  });
  return router;
}
