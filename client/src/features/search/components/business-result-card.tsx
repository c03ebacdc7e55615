import { formatPkr, formatRating } from '@baraat/shared/domain/format';
import type { DashboardBusiness } from '@baraat/shared/schemas/businesses';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { link } from '@/config/paths';
import { written } from '@/lib/written';
import { servicesPreview, startingPrice } from '../business-search-rules';

interface BusinessResultCardProps {
  business: DashboardBusiness;
  saved: boolean;
  saving: boolean;
  onToggleFavorite: () => void;
  onBook: () => void;
}

/** One vendor found by the dashboard search (docs/product/booking.md#dashboard-search). */
export function BusinessResultCard({
  business,
  saved,
  saving,
  onToggleFavorite,
  onBook,
}: BusinessResultCardProps) {
  const { t, i18n } = useLingui();
  const services = servicesPreview(business.services);
  const from = startingPrice(business.packages);
  // Inside the buttons' names, the vendor's name as written (isolated, lib/written.ts).
  const vendor = written(business.business_name);
  const more = services.more;
  const reviews = business.review_count;
  const price = from === null ? '' : formatPkr(from);
  return (
    <article className="package-card" aria-labelledby={`vendor-${business.business_id}`}>
      <h3 id={`vendor-${business.business_id}`}>
        <Link to={link.vendorProfile(business.slug)} translate="no">
          {business.business_name}
        </Link>
      </h3>
      <p className="muted">
        {i18n._(business.business_type)} · {i18n._(business.city)}
      </p>
      <p className="rating">
        <span aria-hidden="true">★ </span>
        {formatRating(business.rating)}
        {business.rating > 0 && (
          <span className="visually-hidden">
            {' '}
            <Trans>out of 5</Trans>
          </span>
        )}
        <span className="muted">
          {' '}
          ({t`${plural(reviews, { one: `${reviews} review`, other: `${reviews} reviews` })}`})
        </span>
      </p>
      {business.description && (
        <p className="vendor-card-bio" translate="no" dir="auto">
          {business.description}
        </p>
      )}
      {services.shown.length > 0 && (
        <ul className="chip-row" aria-label={t`Services`}>
          {services.shown.map((name) => (
            <li key={name} className="chip">
              {i18n._(name)}
            </li>
          ))}
          {services.more > 0 && (
            <li className="chip">
              <Trans>+{more} more</Trans>
            </li>
          )}
        </ul>
      )}
      <p>
        {from === null ? (
          <span className="muted">
            <Trans>Price on request</Trans>
          </span>
        ) : (
          <Trans>
            Starting from{' '}
            <strong className="package-price">
              <bdi>{price}</bdi>
            </strong>
          </Trans>
        )}
      </p>
      <div className="button-row">
        <button
          type="button"
          className="button button-small button-secondary"
          aria-pressed={saved}
          aria-label={t`Favorite ${vendor}`}
          aria-busy={saving}
          onClick={onToggleFavorite}
        >
          <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
        </button>
        <button
          type="button"
          className="button button-small"
          aria-label={t`Book ${vendor}`}
          onClick={onBook}
        >
          <Trans>Book</Trans>
        </button>
      </div>
    </article>
  );
}
