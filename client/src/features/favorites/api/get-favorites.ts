import { api, call } from '@/lib/http';
import { useQuery } from '@/lib/use-query';

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

export function useFavorites(userId: number | null, version: number) {
  return useQuery(userId ? `favorites:${userId}:${version}` : null, getFavorites);
}
