import type { PackagePerformance } from '@baraat/shared/schemas/stats';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';
import { type RangeQuery, rangeSearchParams } from './range-query';

/**
 * GET /business/{id}/package-performance (docs/product/payments.md#calls), best earners first, over the same range
 * as the revenue chart for the same query.
 */
export function getPackagePerformance(
  businessId: number,
  query: RangeQuery,
): Promise<PackagePerformance[]> {
  return call(() =>
    api
      .get(`business/${businessId}/package-performance`, {
        searchParams: rangeSearchParams(query),
      })
      .json<PackagePerformance[]>(),
  );
}

export const packagePerformanceKey = (businessId: number, query: RangeQuery) =>
  ['package-performance', businessId, query] as const;

export function usePackagePerformance(businessId: number, query: RangeQuery) {
  return useQuery({
    queryKey: packagePerformanceKey(businessId, query),
    queryFn: () => getPackagePerformance(businessId, query),
    placeholderData: keepPreviousData,
  });
}
