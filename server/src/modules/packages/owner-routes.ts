// /api/business/{id}/packages: the owner's own packages (002 §7.9); {id} is the caller's
// business id, any other is 404.

import {
  packageInputSchema,
  packagePathSchema,
  packageUpdateSchema,
} from '@baraat/shared/schemas/business-packages';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import Router, { createParameterValidationMiddleware } from '@koa/router';
import type { AuthGuards } from '../../http/auth';
import type { AppState } from '../../http/context';
import { digitsOnlyId } from '../../http/id-param';
import { parseInput } from '../../http/validate';
import type { OwnerPackagesService } from './owner-service';

// Its own validator: the router runs one handler once per request, so digitsOnlyId on both
// params would check only the first.
const digitsOnlyPid = createParameterValidationMiddleware('pid', /^\d+$/, {
  status: 404,
  message: 'Not Found',
});

export function ownerPackageRoutes(packages: OwnerPackagesService, guards: AuthGuards) {
  const router = new Router<AppState>({ prefix: '/business/:id/packages' });
  router.param('id', digitsOnlyId);
  router.param('pid', digitsOnlyPid);
  const owner = guards.requireOwner;

  router.get('/', owner, (ctx) => {
    ctx.body = packages.list(ctx.state.user!.id, parseInput(idParamSchema, ctx.params, 'path').id);
  });

  router.post('/', owner, (ctx) => {
    const { id } = parseInput(idParamSchema, ctx.params, 'path');
    const input = parseInput(packageInputSchema, ctx.request.body, 'body');
    ctx.status = 201;
    ctx.body = packages.create(ctx.state.user!.id, id, input);
  });

  router.put('/:pid', owner, (ctx) => {
    const { id, pid } = parseInput(packagePathSchema, ctx.params, 'path');
    const input = parseInput(packageUpdateSchema, ctx.request.body, 'body');
    ctx.body = packages.update(ctx.state.user!.id, id, pid, input);
  });

  router.delete('/:pid', owner, (ctx) => {
    const { id, pid } = parseInput(packagePathSchema, ctx.params, 'path');
    packages.remove(ctx.state.user!.id, id, pid);
    ctx.status = 204;
  });

  return router;
}
