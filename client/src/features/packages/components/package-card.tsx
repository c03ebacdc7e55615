import { formatRating } from '@baraat/shared/domain/format';
import { packagePriceParts } from '@baraat/shared/domain/pricing';
import type { PackageCard as PackageCardData } from '@baraat/shared/schemas/packages';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Ltr } from '@/components/ui/ltr';
import { availabilityLabel, availabilityTone } from './package-labels';

const FEATURES_SHOWN = 3;

interface PackageCardProps {
  card: PackageCardData;
  added: boolean;
  onAdd: (card: PackageCardData) => void;
}

export function PackageCard({ card, added, onAdd }: PackageCardProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const more = card.features.length - FEATURES_SHOWN;
  const hours = card.duration_hours;
  const guests = card.max_guests;
  const price = packagePriceParts(card);
  return (
    <article className="vendor-card compare-card" aria-labelledby={titleId}>
      <div className="compare-card-top">
        <span className="muted">{i18n._(card.category)}</span>
        {card.is_popular && (
          <span className="compare-popular">
            <Trans>Popular</Trans>
          </span>
        )}
      </div>
      <h3 id={titleId} className="compare-card-title" translate="no" dir="auto">
        {card.package_name}
      </h3>
      <p className="compare-card-vendor">
        <bdi>{card.business_name}</bdi> · {i18n._(card.business_city)}
      </p>
      <p className="compare-card-price">
        <Ltr>{price.price}</Ltr> {i18n._(price.basis)}
      </p>
      <p className="muted">
        <span className="rating">
          <span aria-hidden="true">★ </span>
          {formatRating(card.business_rating)}
          {card.business_rating > 0 && <span className="visually-hidden"> {t`out of 5`}</span>}
        </span>{' '}
        ·{' '}
        <Trans>
          {hours} hours · up to {guests} guests
        </Trans>
      </p>
      <p>
        <span className={`availability availability-${availabilityTone(card.availability_status)}`}>
          {availabilityLabel(card.availability_status)}
        </span>
      </p>
      {card.features.length > 0 && (
        <ul className="compare-features">
          {card.features.slice(0, FEATURES_SHOWN).map((feature) => (
            <li key={feature} translate="no" dir="auto">
              {feature}
            </li>
          ))}
          {more > 0 && (
            <li className="muted">
              <Trans>+{more} more</Trans>
            </li>
          )}
        </ul>
      )}
      <button
        type="button"
        className={`button button-small${added ? ' button-secondary' : ''}`}
        disabled={added}
        aria-describedby={titleId}
        onClick={() => onAdd(card)}
      >
        {added ? t`Added` : t`Add to compare`}
      </button>
    </article>
  );
}
