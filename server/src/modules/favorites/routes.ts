// /api/customer/favorites: vendors a signed-in customer keeps (docs/product/discovery.md#calls). {id} in the
// paths is the business id, so the profile's toggle and the dashboard use one key.
import { addFavoriteSchema, favoriteParamSchema } from '@baraat/shared/schemas/favorites';
import Router from '@koa/router';
import type { AuthGuards } from '../../http/auth';
import type { AppState } from '../../http/context';
import { parseInput } from '../../http/validate';
import type { FavoritesService } from './service';

export function favoritesRoutes(favorites: FavoritesService, guards: AuthGuards) {
  const router = new Router<AppState>({ prefix: '/customer/favorites' });

  router.use(guards.requireCustomer);

  router.get('/', async (ctx) => {
    ctx.body = await favorites.list(ctx.state.user!.id);
  });

  router.get('/check/:id', async (ctx) => {
    const { id } = parseInput(favoriteParamSchema, ctx.params, 'path');
    ctx.body = await favorites.check(ctx.state.user!.id, id);
  });

  router.post('/', async (ctx) => {
    const { business_id } = parseInput(addFavoriteSchema, ctx.request.body, 'body');
    const { added, favorite } = await favorites.add(ctx.state.user!.id, business_id);
    ctx.status = added ? 201 : 200;
    ctx.body = favorite;
  });

  router.delete('/:id', async (ctx) => {
    const { id } = parseInput(favoriteParamSchema, ctx.params, 'path');
    ctx.body = await favorites.remove(ctx.state.user!.id, id);
  });

  return router;
}
