import type { VendorPackage } from '@baraat/shared/schemas/vendor-profile';
import { describe, expect, it } from 'vitest';
import { arrangePackages, reviewSummary } from './package-rules';

const pkg = (id: number, price: number, popular = false): VendorPackage => ({
  package_id: id,
  package_name: `P${id}`,
  description: '',
  price,
  price_basis: 'per_event',
  duration_hours: 6,
  max_guests: 100,
  features: [],
  is_popular: popular,
});

describe('profile packages', () => {
  const list = [pkg(1, 40_000), pkg(2, 120_000, true), pkg(3, 50_000), pkg(4, 80_000)];

  it('keeps premium packages (over 50,000) and popular ones', () => {
    expect(arrangePackages(list, 'premium', 'price-asc').map((p) => p.package_id)).toEqual([4, 2]);
    expect(arrangePackages(list, 'popular', 'price-asc').map((p) => p.package_id)).toEqual([2]);
  });

  it('sorts by price either way, or popular first', () => {
    expect(arrangePackages(list, 'all', 'price-desc').map((p) => p.package_id)).toEqual([
      2, 4, 3, 1,
    ]);
    expect(arrangePackages(list, 'all', 'popular').map((p) => p.package_id)).toEqual([2, 1, 3, 4]);
  });
});

describe('review summary', () => {
  it('averages the distribution', () => {
    const summary = reviewSummary({ 5: 2, 4: 1, 3: 0, 2: 0, 1: 1 });
    expect(summary.total).toBe(4);
    expect(summary.average).toBeCloseTo(3.75);
    expect(summary.stars[0]).toEqual({ star: 5, count: 2 });
  });

  it('is zero with no reviews', () => {
    expect(reviewSummary({}).average).toBe(0);
  });
});
