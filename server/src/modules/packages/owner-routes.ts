// /api/business/{id}/packages: the owner's own packages (docs/product/resources.md#calls); {id} is the caller's
// business id, any other is 404.

import {
  packageInputSchema,
  packagePathSchema,
  packageUpdateSchema,
} from '@baraat/shared/schemas/business-packages';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import Router from '@koa/router';
import type { AuthGuards } from '../../http/auth';
import type { AppContext, AppState } from '../../http/context';
import { ownedBusinessAt } from '../../http/owned-business';
import { parseInput } from '../../http/validate';
import type { OwnerPackagesService } from './owner-service';

export function ownerPackageRoutes(packages: OwnerPackagesService, guards: AuthGuards) {
  const router = new Router<AppState>({ prefix: '/business/:id/packages' });
  const owner = guards.requireOwnedBusiness;
  /** The business the path names, the caller's own (else 404). */
  const businessId = (ctx: AppContext) =>
    ownedBusinessAt(ctx, parseInput(idParamSchema, ctx.params, 'path').id).businessId;
  const packageId = (ctx: AppContext) => parseInput(packagePathSchema, ctx.params, 'path').pid;

  router.get('/', owner, async (ctx) => {
    ctx.body = await packages.list(businessId(ctx));
  });

  router.post('/', owner, async (ctx) => {
    const id = businessId(ctx);
    const input = parseInput(packageInputSchema, ctx.request.body, 'body');
    ctx.status = 201;
    ctx.body = await packages.create(id, input);
  });

  router.put('/:pid', owner, async (ctx) => {
    const id = businessId(ctx);
    const pid = packageId(ctx);
    const input = parseInput(packageUpdateSchema, ctx.request.body, 'body');
    ctx.body = await packages.update(id, pid, input);
  });

  router.delete('/:pid', owner, async (ctx) => {
    await packages.remove(businessId(ctx), packageId(ctx));
    ctx.status = 204;
  });

  return router;
}
