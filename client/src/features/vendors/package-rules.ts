// The profile's package filter and sort (docs/product/discovery.md#the-customer-screens): premium means a price over 50,000;
// popular follows is_popular.
import type { VendorPackage } from '@baraat/shared/schemas/vendor-profile';

export type PackageFilter = 'all' | 'popular' | 'premium';
export type PackageSort = 'popular' | 'price-asc' | 'price-desc';

export const PREMIUM_FROM = 50_000;

export function arrangePackages(
  packages: VendorPackage[],
  filter: PackageFilter,
  sort: PackageSort,
) {
  const kept = packages.filter((p) =>
    filter === 'all' ? true : filter === 'popular' ? p.is_popular : p.price > PREMIUM_FROM,
  );
  const order: Record<PackageSort, (a: VendorPackage, b: VendorPackage) => number> = {
    popular: (a, b) => Number(b.is_popular) - Number(a.is_popular) || a.price - b.price,
    'price-asc': (a, b) => a.price - b.price,
    'price-desc': (a, b) => b.price - a.price,
  };
  return [...kept].sort(order[sort]);
}

/** Average and per-star counts, computed from the distribution the server sends. */
export function reviewSummary(distribution: Record<string, number>) {
  const stars = [5, 4, 3, 2, 1].map((star) => ({ star, count: distribution[star] ?? 0 }));
  const total = stars.reduce((sum, s) => sum + s.count, 0);
  const average = total ? stars.reduce((sum, s) => sum + s.star * s.count, 0) / total : 0;
  return { total, average, stars };
}
