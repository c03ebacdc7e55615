import type { BusinessService } from '@baraat/shared/schemas/business-services';
import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';

/** GET /business/{id}/services: what the business offers now (docs/product/resources.md#calls). */
export function getBusinessServices(businessId: number): Promise<BusinessService[]> {
  return call(() => api.get(`business/${businessId}/services`).json<BusinessService[]>());
}

export const businessServicesKey = (businessId: number) =>
  ['business-services', businessId] as const;

export function useBusinessServices(businessId: number) {
  return useQuery({
    queryKey: businessServicesKey(businessId),
    queryFn: () => getBusinessServices(businessId),
  });
}
