import { comma, formatRating } from '@baraat/shared/domain/format';
import { packagePriceParts } from '@baraat/shared/domain/pricing';
import {
  PACKAGE_COMPARE_MAX,
  type PackageCard as PackageCardData,
} from '@baraat/shared/schemas/packages';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Ltr } from '@/components/ui/ltr';
import { type SideBySideRow, SideBySideTable } from '@/components/ui/table-scroll';
import { link } from '@/config/paths';
import { written } from '@/lib/written';
import { advanceBookingLabel, availabilityLabel, availabilityTone } from './package-labels';

interface CompareTableProps {
  selected: PackageCardData[];
  onRemove: (packageId: number) => void;
}

/** The selected packages side by side; scrolls sideways inside its box on narrow screens. */
export function CompareTable({ selected, onRemove }: CompareTableProps) {
  const { t, i18n } = useLingui();
  const rows: SideBySideRow<PackageCardData>[] = [
    [
      t`Vendor`,
      (card) => (
        <>
          <bdi>{card.business_name}</bdi>
          {comma()}
          {i18n._(card.business_city)}
        </>
      ),
    ],
    [t`Category`, (card) => i18n._(card.category)],
    [
      t`Price`,
      (card) => {
        const { price, basis } = packagePriceParts(card);
        return (
          <strong>
            <Ltr>{price}</Ltr> {i18n._(basis)}
          </strong>
        );
      },
    ],
    [t`Rating`, (card) => formatRating(card.business_rating)],
    [
      t`Duration`,
      (card) => {
        const hours = card.duration_hours;
        return t`${hours} hours`;
      },
    ],
    [t`Max guests`, (card) => card.max_guests],
    [
      t`Availability`,
      (card) => (
        <span className={`availability availability-${availabilityTone(card.availability_status)}`}>
          {availabilityLabel(card.availability_status)}
        </span>
      ),
    ],
    [t`Advance booking`, (card) => advanceBookingLabel(card.advance_booking_days)],
    [
      t`Features`,
      (card) =>
        card.features.length > 0 ? (
          <ul className="compare-features">
            {card.features.map((feature) => (
              <li key={feature} translate="no" dir="auto">
                {feature}
              </li>
            ))}
          </ul>
        ) : (
          <span className="muted">
            <Trans>None listed</Trans>
          </span>
        ),
    ],
    // The package's actions: remove it, or open its vendor.
    [
      t`Actions`,
      ({ package_id, business_slug, ...names }) => {
        // Inside the buttons' names, the names as their vendor wrote them (isolated).
        const package_name = written(names.package_name);
        const business_name = written(names.business_name);
        return (
          <div className="compare-actions">
            <button
              type="button"
              className="button button-small button-secondary"
              aria-label={t`Remove ${package_name}`}
              onClick={() => onRemove(package_id)}
            >
              <Trans>Remove</Trans>
            </button>
            <Link
              className="button button-small"
              to={link.vendorProfile(business_slug)}
              aria-label={t`View vendor ${business_name}`}
            >
              <Trans>View vendor</Trans>
            </Link>
          </div>
        );
      },
    ],
  ];
  const count = selected.length;
  return (
    <SideBySideTable
      label={t`Package comparison`}
      caption={t`Selected packages, ${count} of ${PACKAGE_COMPARE_MAX}`}
      items={selected}
      keyOf={(card) => card.package_id}
      head={(card) => <bdi>{card.package_name}</bdi>}
      rows={rows}
    />
  );
}
