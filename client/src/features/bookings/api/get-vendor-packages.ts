import type { VendorPackage } from '@baraat/shared/schemas/vendor-profile';
import { api, call } from '@/lib/http';
import { useQuery } from '@/lib/use-query';

/** GET /businesses/{id}/packages — what the vendor offers, for the new-booking flow. */
export function useVendorPackages(businessId: number | null) {
  return useQuery(businessId ? `vendor-packages:${businessId}` : null, () =>
    call(() => api.get(`businesses/${businessId}/packages`).json<VendorPackage[]>()),
  );
}
