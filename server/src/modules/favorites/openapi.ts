// A customer's favourite vendors as the API document tells them (docs/product/discovery.md#favourites).
// `{id}` in the paths is the business's id.
import {
  addFavoriteSchema,
  favoriteParamSchema,
  favoriteSchema,
  favoriteStateSchema,
} from '@baraat/shared/schemas/favorites';
import { z } from 'zod';
import type { ApiOperation } from '../../openapi/operation';

const tag = 'Favourites';
const favorite = favoriteSchema.meta({ id: 'Favorite' });
const state = favoriteStateSchema.meta({ id: 'FavoriteState' });

export const favoritesOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/customer/favorites',
    tag,
    summary: "The customer's saved vendors, newest first",
    access: 'customer',
    responses: { 200: z.array(favorite) },
  },
  {
    method: 'get',
    path: '/customer/favorites/check/:id',
    tag,
    summary: 'Whether the customer saved this business',
    access: 'customer',
    params: favoriteParamSchema,
    responses: { 200: state },
  },
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
];
