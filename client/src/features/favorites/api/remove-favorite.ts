import { api, call } from '@/lib/http';

/** DELETE /customer/favorites/{business id}. */
export function removeFavorite(businessId: number): Promise<void> {
  return call(async () => {
    await api.delete(`customer/favorites/${businessId}`);
  });
}
