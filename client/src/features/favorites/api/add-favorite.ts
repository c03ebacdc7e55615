import { api, call } from '@/lib/http';

/** POST /customer/favorites with the business id (docs/product/discovery.md#calls). */
export function addFavorite(businessId: number): Promise<void> {
  return call(async () => {
    await api.post('customer/favorites', { json: { business_id: businessId } });
  });
}
