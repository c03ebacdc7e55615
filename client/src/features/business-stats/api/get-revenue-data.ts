import type { RevenueData } from '@baraat/shared/schemas/stats';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';
import { type RangeQuery, rangeSearchParams } from './range-query';

/** GET /business/{id}/revenue-data (docs/product/payments.md#calls): revenue and bookings by week, month or year. */
export function getRevenueData(businessId: number, query: RangeQuery): Promise<RevenueData> {
  return call(() =>
    api
      .get(`business/${businessId}/revenue-data`, { searchParams: rangeSearchParams(query) })
      .json<RevenueData>(),
  );
}

export const revenueDataKey = (businessId: number, query: RangeQuery) =>
  ['revenue-data', businessId, query] as const;

export function useRevenueData(businessId: number, query: RangeQuery) {
  return useQuery({
    queryKey: revenueDataKey(businessId, query),
    queryFn: () => getRevenueData(businessId, query),
    // The chart keeps its last figures while another range loads.
    placeholderData: keepPreviousData,
  });
}
