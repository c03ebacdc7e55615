import type { VendorProfile } from '@baraat/shared/schemas/vendor-profile';
import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';

export const comparedVendorsKey = (ids: readonly number[]) => ['compare-vendors', ids] as const;

/** GET /listings/{id} for each compared vendor, in the order chosen. */
export function getComparedVendors(ids: readonly number[]): Promise<VendorProfile[]> {
  return call(() => Promise.all(ids.map((id) => api.get(`listings/${id}`).json<VendorProfile>())));
}

export function useComparedVendors(ids: number[]) {
  return useQuery({
    queryKey: comparedVendorsKey(ids),
    queryFn: () => getComparedVendors(ids),
    enabled: ids.length > 0,
  });
}
