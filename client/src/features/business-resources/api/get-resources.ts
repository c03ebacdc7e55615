import type { Resource } from '@baraat/shared/schemas/workers';
import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';

/** GET /business/workers: the owner's halls or team (docs/product/resources.md#calls). */
export function getResources(): Promise<Resource[]> {
  return call(() => api.get('business/workers').json<Resource[]>());
}

export const resourcesKey = (businessId: number) => ['business-resources', businessId] as const;

export function useResources(businessId: number) {
  return useQuery({ queryKey: resourcesKey(businessId), queryFn: getResources });
}
