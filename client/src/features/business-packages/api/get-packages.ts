import type { Package } from '@baraat/shared/schemas/vendor-profile';
import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';

/** GET /business/{id}/packages: the owner's packages (docs/product/resources.md#calls). */
export function getPackages(businessId: number): Promise<Package[]> {
  return call(() => api.get(`business/${businessId}/packages`).json<Package[]>());
}

export const packagesKey = (businessId: number) => ['business-packages', businessId] as const;

export function usePackages(businessId: number) {
  return useQuery({ queryKey: packagesKey(businessId), queryFn: () => getPackages(businessId) });
}
