import type { PackagePerformance, RevenuePeriod } from '@baraat/shared/schemas/stats';
import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';

/** GET /business/{id}/package-performance (002 §7.5), best earners first. */
export function getPackagePerformance(
  businessId: number,
  period: RevenuePeriod,
): Promise<PackagePerformance[]> {
  return call(() =>
    api
      .get(`business/${businessId}/package-performance`, { searchParams: { period } })
      .json<PackagePerformance[]>(),
  );
}

export const packagePerformanceKey = (businessId: number, period: RevenuePeriod) =>
  ['package-performance', businessId, period] as const;

export function usePackagePerformance(businessId: number, period: RevenuePeriod) {
  return useQuery({
    queryKey: packagePerformanceKey(businessId, period),
    queryFn: () => getPackagePerformance(businessId, period),
  });
}
