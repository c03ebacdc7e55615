// Halls and workers (docs/product/resources.md#calls) and the resources reading of the same rows (docs/product/resources.md#calls), all
// owner-only and scoped to the caller's business. GET /business/resources/available belongs
// to the owner-bookings side; ids are digits only (http/id-param.ts), so that word, or any
// other, is never taken for an id here.
import { idParamSchema } from '@baraat/shared/schemas/fields';
import { resourceListQuerySchema, resourceStatusInputSchema } from '@baraat/shared/schemas/workers';
import Router from '@koa/router';
import type { AuthGuards } from '../../http/auth';
import type { AppContext, AppState } from '../../http/context';
import { ownedBusiness, ownedBusinessAt } from '../../http/owned-business';
import { parseInput } from '../../http/validate';
import type { WorkersService } from './service';

export function workerRoutes(workers: WorkersService, guards: AuthGuards) {
  const router = new Router<AppState>();
  const owner = guards.requireOwnedBusiness;
  const pathId = (ctx: AppContext) => parseInput(idParamSchema, ctx.params, 'path').id;

  const list = async (ctx: AppContext) => {
    ctx.body = await workers.list(ownedBusiness(ctx));
  };
  const create = async (ctx: AppContext) => {
    const business = ownedBusiness(ctx);
    const input = parseInput(workers.schemasFor(business).create, ctx.request.body, 'body');
    ctx.status = 201;
    ctx.body = await workers.create(business, input);
  };
  const update = async (ctx: AppContext) => {
    const id = pathId(ctx);
    const business = ownedBusiness(ctx);
    const input = parseInput(workers.schemasFor(business).update, ctx.request.body, 'body');
    ctx.body = await workers.update(business, id, input);
  };
  const remove = async (ctx: AppContext) => {
    await workers.remove(ownedBusiness(ctx), pathId(ctx));
    ctx.status = 204;
  };

  for (const base of ['/business/halls', '/business/workers']) {
    router.get(base, owner, list);
    router.post(base, owner, create);
    router.put(`${base}/:id`, owner, update);
    router.delete(`${base}/:id`, owner, remove);
  }

  router.get('/business/resources', owner, async (ctx) => {
    const { type } = parseInput(resourceListQuerySchema, ctx.query, 'query');
    ctx.body = await workers.list(ownedBusiness(ctx), type);
  });
  router.post('/business/resources', owner, create);
  router.get('/business/resources/:id', owner, async (ctx) => {
    ctx.body = await workers.get(ownedBusiness(ctx), pathId(ctx));
  });
  router.put('/business/resources/:id', owner, update);
  router.delete('/business/resources/:id', owner, remove);
  router.patch('/business/resources/:id/status', owner, async (ctx) => {
    const id = pathId(ctx);
    const { status } = parseInput(resourceStatusInputSchema, ctx.request.body, 'body');
    ctx.body = await workers.setStatus(ownedBusiness(ctx), id, status);
  });
  router.get('/business/:id/resources', owner, async (ctx) => {
    const business = ownedBusinessAt(ctx, pathId(ctx));
    const { type } = parseInput(resourceListQuerySchema, ctx.query, 'query');
    ctx.body = await workers.list(business, type);
  });

  return router;
}
