// /api/weddings and the owner's /api/business/weddings (docs/product/weddings.md#calls).
// Reading: the customer's own weddings, the owner's business's, one wedding for either of
// them (anyone else: 404). The writes add their routes in their own files.
import { idParamSchema } from '@baraat/shared/schemas/fields';
import Router from '@koa/router';
import type { AuthGuards } from '../../http/auth';
import type { AppState } from '../../http/context';
import { ownedBusiness } from '../../http/owned-business';
import { parseInput } from '../../http/validate';
import type { WeddingsService } from './service';

export function weddingRoutes(weddings: WeddingsService, guards: AuthGuards) {
  const router = new Router<AppState>();

  router.get('/weddings', guards.requireCustomer, async (ctx) => {
    ctx.body = await weddings.mine(ctx.state.user!);
  });

  router.get('/weddings/:id', guards.requireUser, async (ctx) => {
    ctx.body = await weddings.get(
      ctx.state.user!,
      parseInput(idParamSchema, ctx.params, 'path').id,
    );
  });

  router.get('/business/weddings', guards.requireOwnedBusiness, async (ctx) => {
    ctx.body = await weddings.ofBusiness(ownedBusiness(ctx).businessId);
  });

  return router;
}
