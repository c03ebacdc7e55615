import { formatPkr, formatRating } from '@baraat/shared/domain/format';
import type { DashboardBusiness } from '@baraat/shared/schemas/businesses';
import { Link } from 'react-router-dom';
import { link } from '@/config/paths';
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
  const services = servicesPreview(business.services);
  const from = startingPrice(business.packages);
  return (
    <article className="package-card" aria-labelledby={`vendor-${business.business_id}`}>
      <h3 id={`vendor-${business.business_id}`}>
        <Link to={link.vendorProfile(business.slug)}>{business.business_name}</Link>
      </h3>
      <p className="muted">
        {business.business_type} · {business.city}
      </p>
      <p className="rating">
        <span aria-hidden="true">★ </span>
        {formatRating(business.rating)}
        {business.rating > 0 && <span className="visually-hidden"> out of 5</span>}
        <span className="muted">
          {' '}
          ({business.review_count} {business.review_count === 1 ? 'review' : 'reviews'})
        </span>
      </p>
      {business.description && <p className="vendor-card-bio">{business.description}</p>}
      {services.shown.length > 0 && (
        <ul className="chip-row" aria-label="Services">
          {services.shown.map((name) => (
            <li key={name} className="chip">
              {name}
            </li>
          ))}
          {services.more > 0 && <li className="chip">+{services.more} more</li>}
        </ul>
      )}
      <p>
        {from === null ? (
          <span className="muted">Price on request</span>
        ) : (
          <>
            Starting from <strong className="package-price">{formatPkr(from)}</strong>
          </>
        )}
      </p>
      <div className="button-row">
        <button
          type="button"
          className="button button-small button-secondary"
          aria-pressed={saved}
          aria-label={`Favorite ${business.business_name}`}
          aria-busy={saving}
          onClick={onToggleFavorite}
        >
          <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
        </button>
        <button
          type="button"
          className="button button-small"
          aria-label={`Book ${business.business_name}`}
          onClick={onBook}
        >
          Book
        </button>
      </div>
    </article>
  );
}
