import type { ServiceType } from '@baraat/shared/schemas/catalog';
import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';

/** GET /service-types?business_type_id=: what a business of this type may offer (docs/product/resources.md#calls). */
export function getServiceTypes(businessTypeId: number): Promise<ServiceType[]> {
  return call(() =>
    api
      .get('service-types', { searchParams: { business_type_id: businessTypeId } })
      .json<ServiceType[]>(),
  );
}

export function useServiceTypes(businessTypeId: number) {
  return useQuery({
    queryKey: ['service-types', businessTypeId],
    queryFn: () => getServiceTypes(businessTypeId),
    // The catalogue changes with a release, not while a screen is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
