import type { Favorite, FavoriteState } from '@baraat/shared/schemas/favorites';
import type { FavoriteRow } from './repo';

export function presentFavorite(row: FavoriteRow): Favorite {
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
      user_business_mapping: {
        business_type: {
          business_type_id: row.business_type_id,
          business_type_name: row.business_type_name,
        },
      },
    },
  };
}

export const presentFavoriteState = (businessId: number, isFavorite: boolean): FavoriteState => ({
  business_id: businessId,
  is_favorite: isFavorite,
});
