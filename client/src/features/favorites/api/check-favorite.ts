import type { FavoriteState } from '@baraat/shared/schemas/favorites';
import { api, call } from '@/lib/http';

/** GET /customer/favorites/check/{business id}: whether the customer saved this vendor. */
export function checkFavorite(businessId: number): Promise<boolean> {
  return call(async () => {
    const answer = await api.get(`customer/favorites/check/${businessId}`).json<FavoriteState>();
    return answer.is_favorite;
  });
}
