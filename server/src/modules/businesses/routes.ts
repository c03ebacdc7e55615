// /api/business/*: the signed-in owner's own business (docs/product/resources.md#calls); /api/businesses/*: the
// customer dashboard's search and vendor details (docs/product/discovery.md#calls). Ids are digits only
// (http/id-param.ts): a word after /business/ is another router's (halls, resources, walkins).
import { businessEditSchema, dashboardSearchQuerySchema } from '@baraat/shared/schemas/businesses';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import { vendorSlotDayQuerySchema } from '@baraat/shared/schemas/vendor-profile';
import Router from '@koa/router';
import type { AuthGuards } from '../../http/auth';
import type { AppState } from '../../http/context';
import { ownedBusiness, ownedBusinessAt } from '../../http/owned-business';
import { parseInput } from '../../http/validate';
import type { BusinessesService } from './service';

export function businessRoutes(businesses: BusinessesService, guards: AuthGuards) {
  const router = new Router<AppState>();
  const pathId = (id: string | undefined) => parseInput(idParamSchema, { id }, 'path').id;

  router.get('/business/my-business', guards.requireOwnedBusiness, async (ctx) => {
    ctx.body = await businesses.profile(ownedBusiness(ctx).businessId);
  });

  router.get('/business/:id', guards.requireOwnedBusiness, async (ctx) => {
    ctx.body = await businesses.profile(ownedBusinessAt(ctx, pathId(ctx.params.id)).businessId);
  });

  router.put('/business/:id', guards.requireOwnedBusiness, async (ctx) => {
    const { businessId } = ownedBusinessAt(ctx, pathId(ctx.params.id));
    const edit = parseInput(businessEditSchema, ctx.request.body, 'body');
    ctx.body = await businesses.updateProfile(businessId, edit);
  });

  // Public: messaging resolves a vendor's owner as the recipient (docs/product/accounts.md#calls).
  router.get('/business/:id/owner', async (ctx) => {
    ctx.body = await businesses.ownerOf(pathId(ctx.params.id));
  });

  router.get('/businesses/search', guards.optionalUser, async (ctx) => {
    const query = parseInput(dashboardSearchQuerySchema, ctx.query, 'query');
    ctx.body = await businesses.search(query, ctx.state.user);
  });

  router.get('/businesses/:id', async (ctx) => {
    ctx.body = await businesses.details(parseInput(idParamSchema, ctx.params, 'path').id);
  });

  router.get('/businesses/:id/slots', async (ctx) => {
    const { id } = parseInput(idParamSchema, ctx.params, 'path');
    const { date } = parseInput(vendorSlotDayQuerySchema, ctx.query, 'query');
    ctx.body = await businesses.slotsOn(id, date);
  });

  router.get('/businesses/:id/packages', async (ctx) => {
    ctx.body = await businesses.packages(parseInput(idParamSchema, ctx.params, 'path').id);
  });

  router.get('/businesses/:id/reviews', async (ctx) => {
    ctx.body = await businesses.reviews(parseInput(idParamSchema, ctx.params, 'path').id);
  });

  return router;
}
