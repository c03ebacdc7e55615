// /api/customer/favorites: vendors a signed-in customer keeps (docs/product/discovery.md#favourites),
// each declared once with its API document. {id} in the paths is the business id, so the
// profile's toggle and the dashboard use one key.
import {
  addFavoriteSchema,
  favoriteParamSchema,
  favoriteSchema,
  favoriteStateSchema,
} from '@baraat/shared/schemas/favorites';
import { z } from 'zod';
import { createdOrFound, routesOf } from '../../http/route';
import type { FavoritesService } from './service';

const route = routesOf<{ favorites: FavoritesService }>();
const tag = 'Favourites';
const favorite = favoriteSchema.meta({ id: 'Favorite' });
const state = favoriteStateSchema.meta({ id: 'FavoriteState' });

export const favoritesRoutes = [
  route(
    {
      method: 'get',
      path: '/customer/favorites',
      tag,
      summary: "The customer's saved vendors, newest first",
      access: 'customer',
      responses: { 200: z.array(favorite) },
    },
    ({ user }, { favorites }) => favorites.list(user.id),
  ),
  route(
    {
      method: 'get',
      path: '/customer/favorites/check/:id',
      tag,
      summary: 'Whether the customer saved this business',
      access: 'customer',
      params: favoriteParamSchema,
      responses: { 200: state },
    },
    ({ user, params }, { favorites }) => favorites.check(user.id, params.id),
  ),
  route(
    {
      method: 'post',
      path: '/customer/favorites',
      tag,
      summary: 'Save a vendor',
      description: 'Saving a vendor already saved changes nothing and answers it again with 200.',
      access: 'customer',
      body: addFavoriteSchema,
      responses: {
        201: { description: 'Saved.', schema: favorite },
        200: { description: 'It was saved already.', schema: favorite },
        404: { description: 'No listed business has that id: `Business not found`.' },
      },
    },
    async ({ user, body, ctx }, { favorites }) => {
      const { added, favorite } = await favorites.add(user.id, body.business_id);
      return createdOrFound(ctx, added, favorite);
    },
  ),
  route(
    {
      method: 'delete',
      path: '/customer/favorites/:id',
      tag,
      summary: 'Remove a vendor from the favourites',
      description: 'Removing a vendor that is not saved changes nothing.',
      access: 'customer',
      params: favoriteParamSchema,
      responses: { 200: { description: 'It is not saved now.', schema: state } },
    },
    ({ user, params }, { favorites }) => favorites.remove(user.id, params.id),
  ),
];
