import { formatPkr, formatRating } from '@baraat/shared/domain/format';
import type { RelatedVendor } from '@baraat/shared/schemas/vendor-profile';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { link } from '@/config/paths';

export function RelatedVendors({ vendors }: { vendors: RelatedVendor[] }) {
  const { i18n } = useLingui();
  if (vendors.length === 0) return null;
  return (
    <section className="profile-section" aria-labelledby="related-title">
      <h2 id="related-title">
        <Trans>Similar vendors</Trans>
      </h2>
      <ul className="related-grid">
        {vendors.map((vendor) => {
          const price = vendor.min_price !== null ? formatPkr(vendor.min_price) : '';
          return (
            <li key={vendor.business_id}>
              <Link
                to={link.vendorProfile(vendor.slug || `business-${vendor.business_id}`)}
                className="related-card"
              >
                {vendor.thumbnail_url && <img src={vendor.thumbnail_url} alt="" loading="lazy" />}
                <strong translate="no" dir="auto">
                  {vendor.business_name}
                </strong>
                <span className="muted">
                  ★ {formatRating(vendor.rating)} · {i18n._(vendor.city_name)}
                </span>
                {vendor.min_price !== null && (
                  <span>
                    <Trans>
                      From <bdi>{price}</bdi>
                    </Trans>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
