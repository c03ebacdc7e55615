import { api, call } from '@/lib/http';

/** GET /customer/favorites/check/{business id}. */
export function checkFavorite(businessId: number): Promise<boolean> {
  return call(async () => {
    const answer = await api
      .get(`customer/favorites/check/${businessId}`)
      .json<{ is_favorite: boolean }>();
    return answer.is_favorite;
  });
}

/** POST /customer/favorites or DELETE /customer/favorites/{business id}. */
export function setFavorite(businessId: number, favorite: boolean): Promise<void> {
  return call(async () => {
    if (favorite) await api.post('customer/favorites', { json: { business_id: businessId } });
    else await api.delete(`customer/favorites/${businessId}`);
  });
}
