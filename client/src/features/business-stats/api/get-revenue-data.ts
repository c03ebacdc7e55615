import type { RevenueData, RevenuePeriod } from '@baraat/shared/schemas/stats';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';

export interface RevenueQuery {
  period: RevenuePeriod;
  /** Blank: the period's default range up to today. */
  from: string;
  to: string;
}

/** GET /business/{id}/revenue-data (002 §7.5): revenue and bookings by week, month or year. */
export function getRevenueData(businessId: number, query: RevenueQuery): Promise<RevenueData> {
  const searchParams: Record<string, string> = { period: query.period };
  if (query.from) searchParams.from = query.from;
  if (query.to) searchParams.to = query.to;
  return call(() =>
    api.get(`business/${businessId}/revenue-data`, { searchParams }).json<RevenueData>(),
  );
}

export const revenueDataKey = (businessId: number, query: RevenueQuery) =>
  ['revenue-data', businessId, query] as const;

export function useRevenueData(businessId: number, query: RevenueQuery) {
  return useQuery({
    queryKey: revenueDataKey(businessId, query),
    queryFn: () => getRevenueData(businessId, query),
    // The chart keeps its last figures while another range loads.
    placeholderData: keepPreviousData,
  });
}
