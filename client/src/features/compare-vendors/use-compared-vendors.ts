import type { VendorProfile } from '@baraat/shared/schemas/vendor-profile';
import { api, call } from '@/lib/http';
import { useQuery } from '@/lib/use-query';

/** GET /listings/{id} for each compared vendor, in the order chosen. */
export function useComparedVendors(ids: number[]) {
  return useQuery(ids.length ? `compare-vendors:${ids.join(',')}` : null, () =>
    call(() => Promise.all(ids.map((id) => api.get(`listings/${id}`).json<VendorProfile>()))),
  );
}
