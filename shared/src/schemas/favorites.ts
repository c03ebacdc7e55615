// /api/customer/favorites: the vendors a customer keeps (docs/product/discovery.md#calls). {id} in the paths is the
// business id, so the profile's toggle and the dashboard use one key.
import { z } from 'zod';
import { businessTypeRefSchema } from './common';
import { positiveId } from './fields';

export const addFavoriteSchema = z.object({ business_id: positiveId('business_id') });
export const favoriteParamSchema = z.object({ id: positiveId('business_id') });

const id = z.number().int();

export const favoriteSchema = z.strictObject({
  id,
  business_id: id,
  is_favorite: z.literal(true),
  created_at: z.string(),
  business: z.strictObject({
    business_id: id,
    business_name: z.string(),
    slug: z.string(),
    address: z.string(),
    city_name: z.string(),
    rating: z.number(),
    review_count: id,
    thumbnail_url: z.string().nullable(),
    user_business_mapping: z.strictObject({ business_type: businessTypeRefSchema }),
  }),
});
export type Favorite = z.infer<typeof favoriteSchema>;

/** GET /check/{id} and DELETE /{id}: whether the business is saved now. */
export const favoriteStateSchema = z.strictObject({
  business_id: id,
  is_favorite: z.boolean(),
});
export type FavoriteState = z.infer<typeof favoriteStateSchema>;
