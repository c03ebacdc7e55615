import { packagePriceParts } from '@baraat/shared/domain/pricing';
import type { VendorPackage } from '@baraat/shared/schemas/vendor-profile';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FilterChips } from '@/components/ui/filter-chips';
import { Ltr } from '@/components/ui/ltr';
import { arrangePackages, type PackageFilter, type PackageSort } from '../package-rules';

const FILTERS: [PackageFilter, MessageDescriptor][] = [
  ['all', msg`All`],
  ['popular', msg`Popular`],
  ['premium', msg`Premium`],
];

interface PackagesSectionProps {
  packages: VendorPackage[];
  onBook?: (packageId: number) => void;
}

export function PackagesSection({ packages, onBook }: PackagesSectionProps) {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<PackageFilter>('all');
  const [sort, setSort] = useState<PackageSort>('popular');
  const shown = arrangePackages(packages, filter, sort);
  return (
    <section className="profile-section" aria-labelledby="packages-title">
      <h2 id="packages-title">
        <Trans>Our Packages</Trans>
      </h2>
      <div className="toolbar">
        <FilterChips
          label={t`Show packages`}
          options={FILTERS.map(([key, label]) => [key, i18n._(label)] as const)}
          value={filter}
          onChange={setFilter}
        />
        <label className="inline-select">
          <Trans>Sort</Trans>
          <select value={sort} onChange={(e) => setSort(e.target.value as PackageSort)}>
            <option value="popular">{t`Most popular`}</option>
            <option value="price-asc">{t`Price: low to high`}</option>
            <option value="price-desc">{t`Price: high to low`}</option>
          </select>
        </label>
      </div>
      {shown.length === 0 ? (
        <p className="muted">
          <Trans>No packages match.</Trans>
        </p>
      ) : (
        <ul className="package-grid">
          {shown.map((p) => {
            const hours = p.duration_hours;
            const guests = p.max_guests;
            return (
              <li key={p.package_id} className="package-card">
                {p.is_popular && (
                  <span className="tag tag-featured">
                    <Trans>Popular</Trans>
                  </span>
                )}
                <h3 translate="no" dir="auto">
                  {p.package_name}
                </h3>
                <p className="package-price">
                  <Ltr>{packagePriceParts(p).price}</Ltr> {i18n._(packagePriceParts(p).basis)}
                </p>
                <p className="muted">
                  <Trans>
                    {hours} hours · up to {guests} guests
                  </Trans>
                </p>
                {p.description && (
                  <p translate="no" dir="auto">
                    {p.description}
                  </p>
                )}
                <ul className="feature-ticks">
                  {p.features.map((feature) => (
                    <li key={feature} translate="no" dir="auto">
                      {feature}
                    </li>
                  ))}
                </ul>
                {onBook && (
                  <button
                    type="button"
                    className="button button-small"
                    onClick={() => onBook(p.package_id)}
                  >
                    <Trans>Book This Package</Trans>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
