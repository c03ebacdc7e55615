// /api/business/*: the signed-in owner's own business (002 §7.9); /api/businesses/*: the
// customer dashboard's search and vendor details (001 §7). Literal paths come before /:id.
import { isIsoDate } from '@baraat/shared/domain/dates';
import { businessEditSchema, dashboardSearchQuerySchema } from '@baraat/shared/schemas/businesses';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import Router from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import type { AuthGuards } from '../../http/auth';
import type { AppState } from '../../http/context';
import { ownedBusiness, ownedBusinessAt } from '../../http/owned-business';
import { parseInput } from '../../http/validate';
import type { BusinessesService } from './service';

const slotDate = z.object({
  date: z.string().refine(isIsoDate, { error: 'date must be a date written YYYY-MM-DD' }),
});

const DIGITS = /^\d+$/;

/**
 * Other modules answer /business/<word> (workers, resources, halls) from routers that may be
 * listed after this one in api.ts, and @koa/router runs every matching route in turn: so a
 * word is handed on to them, never refused here, whatever the order of the routers.
 */
function digitsOnly(stack: Middleware<AppState>[]): Middleware<AppState> {
  const run =
    (index: number): Middleware<AppState> =>
    async (ctx, next) => {
      const layer = stack[index];
      if (layer) await layer(ctx, () => run(index + 1)(ctx, next));
    };
  return (ctx, next) => (DIGITS.test(ctx.params.id ?? '') ? run(0)(ctx, next) : next());
}

export function businessRoutes(businesses: BusinessesService, guards: AuthGuards) {
  const router = new Router<AppState>();
  const pathId = (id: string | undefined) => parseInput(idParamSchema, { id }, 'path').id;

  router.get('/business/my-business', guards.requireOwnedBusiness, (ctx) => {
    ctx.body = businesses.profile(ownedBusiness(ctx).businessId);
  });

  router.get(
    '/business/:id',
    digitsOnly([
      guards.requireOwnedBusiness,
      (ctx) => {
        ctx.body = businesses.profile(ownedBusinessAt(ctx, pathId(ctx.params.id)).businessId);
      },
    ]),
  );

  router.put(
    '/business/:id',
    digitsOnly([
      guards.requireOwnedBusiness,
      (ctx) => {
        const { businessId } = ownedBusinessAt(ctx, pathId(ctx.params.id));
        const edit = parseInput(businessEditSchema, ctx.request.body, 'body');
        ctx.body = businesses.updateProfile(businessId, edit);
      },
    ]),
  );

  // Public: messaging resolves a vendor's owner as the recipient (000 §7).
  router.get(
    '/business/:id/owner',
    digitsOnly([
      (ctx) => {
        ctx.body = businesses.ownerOf(pathId(ctx.params.id));
      },
    ]),
  );

  router.get('/businesses/search', guards.optionalUser, (ctx) => {
    const query = parseInput(dashboardSearchQuerySchema, ctx.query, 'query');
    ctx.body = businesses.search(query, ctx.state.user);
  });

  router.get('/businesses/:id', (ctx) => {
    ctx.body = businesses.details(parseInput(idParamSchema, ctx.params, 'path').id);
  });

  router.get('/businesses/:id/slots', (ctx) => {
    const { id } = parseInput(idParamSchema, ctx.params, 'path');
    const { date } = parseInput(slotDate, ctx.query, 'query');
    ctx.body = businesses.slotsOn(id, date);
  });

  router.get('/businesses/:id/packages', (ctx) => {
    ctx.body = businesses.packages(parseInput(idParamSchema, ctx.params, 'path').id);
  });

  router.get('/businesses/:id/reviews', (ctx) => {
    ctx.body = businesses.reviews(parseInput(idParamSchema, ctx.params, 'path').id);
  });

  return router;
}
