import type { EnhancedStats } from '@baraat/shared/schemas/stats';
import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';

/** GET /business/mapping/{id}/enhanced-stats (docs/product/payments.md#calls): the dashboard's stats and charts. */
export function getEnhancedStats(mappingId: number): Promise<EnhancedStats> {
  return call(() => api.get(`business/mapping/${mappingId}/enhanced-stats`).json<EnhancedStats>());
}

export const enhancedStatsKey = (mappingId: number) => ['enhanced-stats', mappingId] as const;

export function useEnhancedStats(mappingId: number) {
  return useQuery({
    queryKey: enhancedStatsKey(mappingId),
    queryFn: () => getEnhancedStats(mappingId),
  });
}
