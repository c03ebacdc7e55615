import type { Package } from '@baraat/shared/schemas/vendor-profile';
import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';

export const vendorPackagesKey = (businessId: number | null) =>
  ['vendor-packages', businessId] as const;

/** GET /businesses/{id}/packages — what the vendor offers, for the new-booking flow. */
export function getVendorPackages(businessId: number): Promise<Package[]> {
  return call(() => api.get(`businesses/${businessId}/packages`).json<Package[]>());
}

export function useVendorPackages(businessId: number | null) {
  return useQuery({
    queryKey: vendorPackagesKey(businessId),
    queryFn: () => getVendorPackages(businessId!),
    enabled: businessId !== null,
  });
}
