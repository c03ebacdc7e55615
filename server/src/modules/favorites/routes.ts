// /api/customer/favorites: vendors a signed-in customer keeps (spec 001 §7). {id} in the
// paths is the business id, so the profile's toggle and the dashboard use one key.

import { positiveId } from '@baraat/shared/schemas/fields';
import Router from '@koa/router';
import { z } from 'zod';
import { inTransaction, nowIso } from '../../db/connection';
import type { AuthGuards } from '../../http/auth';

export { CUSTOMER_REQUIRED } from '../../http/auth';

import type { AppDeps, AppState } from '../../http/context';
import { notFound } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { presentBusinessType } from '../listings/presenter';
import { createProfileRepo } from '../listings/profile-repo';
import { BUSINESS_NOT_FOUND } from '../listings/service';
import { createFavoritesRepo, type FavoriteRow } from './repo';

const businessId = positiveId('business_id');

function presentFavorite(row: FavoriteRow) {
  const businessType = presentBusinessType(row);
  return {
    id: row.id,
    business_id: row.business_id,
    is_favorite: true,
    created_at: row.created_at,
    business: {
      business_id: row.business_id,
      business_name: row.business_name,
      slug: row.slug,
      address: row.address,
      city_name: row.city_name,
      rating: row.rating,
      review_count: row.review_count,
      thumbnail_url: row.thumbnail_url,
      user_business_mapping: { business_type: businessType },
    },
  };
}

export function favoritesRoutes({ db }: AppDeps, guards: AuthGuards) {
  const favorites = createFavoritesRepo(db);
  const businesses = createProfileRepo(db);
  const router = new Router<AppState>({ prefix: '/customer/favorites' });

  router.use(guards.requireCustomer);

  router.get('/', (ctx) => {
    ctx.body = favorites.list(ctx.state.user!.id).map(presentFavorite);
  });

  router.get('/check/:id', (ctx) => {
    const id = parseInput(z.object({ id: businessId }), ctx.params, 'path').id;
    ctx.body = {
      business_id: id,
      is_favorite: favorites.find(ctx.state.user!.id, id) !== undefined,
    };
  });

  router.post('/', (ctx) => {
    const { business_id } = parseInput(
      z.object({ business_id: businessId }),
      ctx.request.body,
      'body',
    );
    const userId = ctx.state.user!.id;
    const row = inTransaction(db, () => {
      if (!businesses.exists(business_id)) throw notFound(BUSINESS_NOT_FOUND);
      const added = favorites.add(userId, business_id, nowIso());
      return { added, row: favorites.find(userId, business_id)! };
    });
    ctx.status = row.added ? 201 : 200;
    ctx.body = presentFavorite(row.row);
  });

  router.delete('/:id', (ctx) => {
    const id = parseInput(z.object({ id: businessId }), ctx.params, 'path').id;
    favorites.remove(ctx.state.user!.id, id);
    ctx.body = { business_id: id, is_favorite: false };
  });

  return router;
}
