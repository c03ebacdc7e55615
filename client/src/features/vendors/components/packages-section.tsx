import { packagePriceText } from '@baraat/shared/domain/pricing';
import type { VendorPackage } from '@baraat/shared/schemas/vendor-profile';
import { useState } from 'react';
import { FilterChips } from '@/components/ui/filter-chips';
import { arrangePackages, type PackageFilter, type PackageSort } from '../package-rules';

const FILTERS: [PackageFilter, string][] = [
  ['all', 'All'],
  ['popular', 'Popular'],
  ['premium', 'Premium'],
];

interface PackagesSectionProps {
  packages: VendorPackage[];
  onBook?: (packageId: number) => void;
}

export function PackagesSection({ packages, onBook }: PackagesSectionProps) {
  const [filter, setFilter] = useState<PackageFilter>('all');
  const [sort, setSort] = useState<PackageSort>('popular');
  const shown = arrangePackages(packages, filter, sort);
  return (
    <section className="profile-section" aria-labelledby="packages-title">
      <h2 id="packages-title">Our Packages</h2>
      <div className="toolbar">
        <FilterChips label="Show packages" options={FILTERS} value={filter} onChange={setFilter} />
        <label className="inline-select">
          Sort
          <select value={sort} onChange={(e) => setSort(e.target.value as PackageSort)}>
            <option value="popular">Most popular</option>
            <option value="price-asc">Price: low to high</option>
            <option value="price-desc">Price: high to low</option>
          </select>
        </label>
      </div>
      {shown.length === 0 ? (
        <p className="muted">No packages match.</p>
      ) : (
        <ul className="package-grid">
          {shown.map((p) => (
            <li key={p.package_id} className="package-card">
              {p.is_popular && <span className="tag tag-featured">Popular</span>}
              <h3>{p.package_name}</h3>
              <p className="package-price">{packagePriceText(p)}</p>
              <p className="muted">
                {p.duration_hours} hours · up to {p.max_guests} guests
              </p>
              {p.description && <p>{p.description}</p>}
              <ul className="feature-ticks">
                {p.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              {onBook && (
                <button
                  type="button"
                  className="button button-small"
                  onClick={() => onBook(p.package_id)}
                >
                  Book This Package
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
