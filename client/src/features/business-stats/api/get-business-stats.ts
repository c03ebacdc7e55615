import type { BusinessStats } from '@baraat/shared/schemas/stats';
import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';
import { liveRefresh } from '@/lib/query-client';

/** GET /business/{id}/stats (docs/product/payments.md#calls): the figures the dashboard falls back to. */
export function getBusinessStats(businessId: number): Promise<BusinessStats> {
  return call(() => api.get(`business/${businessId}/stats`).json<BusinessStats>());
}

export const businessStatsKey = (businessId: number) => ['business-stats', businessId] as const;

export function useBusinessStats(businessId: number, enabled = true) {
  return useQuery({
    queryKey: businessStatsKey(businessId),
    queryFn: () => getBusinessStats(businessId),
    enabled,
    // The home tab's count of waiting requests follows new ones as they arrive.
    ...liveRefresh,
  });
}
