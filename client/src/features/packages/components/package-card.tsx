import { formatRating } from '@baraat/shared/domain/format';
import { packagePriceText } from '@baraat/shared/domain/pricing';
import type { PackageCard as PackageCardData } from '@baraat/shared/schemas/packages';
import { useId } from 'react';
import { availabilityLabel, availabilityTone } from './package-labels';

const FEATURES_SHOWN = 3;

interface PackageCardProps {
  card: PackageCardData;
  added: boolean;
  onAdd: (card: PackageCardData) => void;
}

export function PackageCard({ card, added, onAdd }: PackageCardProps) {
  const titleId = useId();
  const more = card.features.length - FEATURES_SHOWN;
  return (
    <article className="vendor-card compare-card" aria-labelledby={titleId}>
      <div className="compare-card-top">
        <span className="muted">{card.category}</span>
        {card.is_popular && <span className="compare-popular">Popular</span>}
      </div>
      <h3 id={titleId} className="compare-card-title">
        {card.package_name}
      </h3>
      <p className="compare-card-vendor">
        {card.business_name} · {card.business_city}
      </p>
      <p className="compare-card-price">{packagePriceText(card)}</p>
      <p className="muted">
        <span className="rating">
          <span aria-hidden="true">★ </span>
          {formatRating(card.business_rating)}
          {card.business_rating > 0 && <span className="visually-hidden"> out of 5</span>}
        </span>{' '}
        · {card.duration_hours} hours · up to {card.max_guests} guests
      </p>
      <p>
        <span className={`availability availability-${availabilityTone(card.availability_status)}`}>
          {availabilityLabel(card.availability_status)}
        </span>
      </p>
      {card.features.length > 0 && (
        <ul className="compare-features">
          {card.features.slice(0, FEATURES_SHOWN).map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
          {more > 0 && <li className="muted">+{more} more</li>}
        </ul>
      )}
      <button
        type="button"
        className={`button button-small${added ? ' button-secondary' : ''}`}
        disabled={added}
        aria-describedby={titleId}
        onClick={() => onAdd(card)}
      >
        {added ? 'Added' : 'Add to compare'}
      </button>
    </article>
  );
}
