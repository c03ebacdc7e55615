// /api/business/*: the signed-in owner's own business (spec 002 §7.9).
import Router from '@koa/router';
import type { AuthGuards } from '../../http/auth';
import type { AppDeps, AppState } from '../../http/context';
import { notFound } from '../../http/errors';
import { presentOwnedBusiness } from './presenter';
import { createBusinessesRepo } from './repo';

export const NO_BUSINESS = 'No business is registered to this account';

export function businessRoutes({ db }: AppDeps, guards: AuthGuards) {
  const businesses = createBusinessesRepo(db);
  const router = new Router<AppState>({ prefix: '/business' });

  router.get('/my-business', guards.requireOwner, (ctx) => {
    const row = businesses.findOwnedBy(ctx.state.user!.id);
    if (!row) throw notFound(NO_BUSINESS);
    ctx.body = presentOwnedBusiness(row);
  });

  return router;
}
