import type { Favorite } from '@baraat/shared/schemas/favorites';
import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';

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
