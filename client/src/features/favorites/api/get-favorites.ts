import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';

export interface Favorite {
  id: number;
  business_id: number;
  created_at: string;
  business: {
    business_id: number;
    business_name: string;
    slug: string;
    address: string;
    city_name: string;
    rating: number;
    thumbnail_url: string | null;
    user_business_mapping: { business_type: { business_type_name: string } };
  };
}

/** GET /customer/favorites: the vendors the customer saved, newest first. */
export function getFavorites(): Promise<Favorite[]> {
  return call(() => api.get('customer/favorites').json<Favorite[]>());
}

/** Every list of favourites; adding or removing one invalidates it. */
export const favoritesKey = (userId?: number | null) =>
  userId === undefined ? (['favorites'] as const) : (['favorites', userId] as const);

export function useFavorites(userId: number | null) {
  return useQuery({
    queryKey: favoritesKey(userId),
    queryFn: getFavorites,
    enabled: userId !== null,
  });
}
