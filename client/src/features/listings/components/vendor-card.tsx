import { comma, formatRating } from '@baraat/shared/domain/format';
import type { ListingCard } from '@baraat/shared/schemas/listings';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { link } from '@/config/paths';

/** A local placeholder keyed by the vendor, when it has no photo yet (no remote images). */
export function vendorImage(
  card: Pick<ListingCard, 'thumbnail_url' | 'business_id' | 'business_type_id'>,
) {
  return (
    card.thumbnail_url ??
    `/media/placeholders/type-${card.business_type_id}-${(card.business_id % 4) + 1}.svg`
  );
}

export function vendorSlug(card: Pick<ListingCard, 'slug' | 'business_id'>): string {
  return card.slug || `business-${card.business_id}`;
}

export function VendorCard({ card }: { card: ListingCard }) {
  const { i18n } = useLingui();
  const workers = card.no_of_workers;
  return (
    <article className="vendor-card">
      <Link to={link.vendorProfile(vendorSlug(card))} className="vendor-card-link">
        <div className="vendor-card-image">
          <img src={vendorImage(card)} alt="" loading="lazy" width={400} height={300} />
          {card.is_featured && (
            <span className="tag tag-featured">
              <Trans>Featured</Trans>
            </span>
          )}
        </div>
        <div className="vendor-card-body">
          <div className="vendor-card-top">
            <span className="rating">
              <span aria-hidden="true">★ </span>
              {formatRating(card.rating)}
              {card.rating > 0 && (
                <span className="visually-hidden">
                  {' '}
                  <Trans>out of 5</Trans>
                </span>
              )}
            </span>
            <span className="muted">{i18n._(card.business_type)}</span>
          </div>
          <h2 className="vendor-card-title" translate="no" dir="auto">
            {card.business_name}
          </h2>
          <p className="muted">
            <bdi>{card.address}</bdi>
            {comma()}
            {i18n._(card.business_city)}
          </p>
          <p className="muted">{card.business_phone}</p>
          <p className="vendor-card-workers">
            <Trans>{workers} workers available</Trans>
          </p>
          <p className="vendor-card-bio" translate="no" dir="auto">
            {card.bio}
          </p>
        </div>
      </Link>
    </article>
  );
}
