// /api/business/{id}/services and /api/services/{id} (docs/product/resources.md#calls): the owner's services.

import { addServiceSchema } from '@baraat/shared/schemas/business-services';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import Router from '@koa/router';
import type { AuthGuards } from '../../http/auth';
import type { AppContext, AppState } from '../../http/context';
import { ownedBusiness, ownedBusinessAt } from '../../http/owned-business';
import { parseInput } from '../../http/validate';
import type { ServicesService } from './service';

export function serviceRoutes(services: ServicesService, guards: AuthGuards) {
  const router = new Router<AppState>();
  const owner = guards.requireOwnedBusiness;
  const pathId = (ctx: AppContext) => parseInput(idParamSchema, ctx.params, 'path').id;

  router.get('/business/:id/services', owner, async (ctx) => {
    ctx.body = await services.list(ownedBusinessAt(ctx, pathId(ctx)).businessId);
  });

  router.post('/business/:id/services', owner, async (ctx) => {
    const business = ownedBusinessAt(ctx, pathId(ctx));
    const { service_type_id } = parseInput(addServiceSchema, ctx.request.body, 'body');
    const { created, service } = await services.add(business, service_type_id);
    ctx.status = created ? 201 : 200;
    ctx.body = service;
  });

  router.delete('/services/:id', owner, async (ctx) => {
    await services.remove(ownedBusiness(ctx), pathId(ctx));
    ctx.status = 204;
  });

  return router;
}
