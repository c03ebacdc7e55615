import { formatRating } from '@baraat/shared/domain/format';
import { packagePriceText } from '@baraat/shared/domain/pricing';
import {
  PACKAGE_COMPARE_MAX,
  type PackageCard as PackageCardData,
} from '@baraat/shared/schemas/packages';
import { Link } from 'react-router-dom';
import { type SideBySideRow, SideBySideTable } from '@/components/ui/table-scroll';
import { link } from '@/config/paths';
import { advanceBookingLabel, availabilityLabel, availabilityTone } from './package-labels';

interface CompareTableProps {
  selected: PackageCardData[];
  onRemove: (packageId: number) => void;
}

const ROWS: SideBySideRow<PackageCardData>[] = [
  ['Vendor', (card) => `${card.business_name}, ${card.business_city}`],
  ['Category', (card) => card.category],
  ['Price', (card) => <strong>{packagePriceText(card)}</strong>],
  ['Rating', (card) => formatRating(card.business_rating)],
  ['Duration', (card) => `${card.duration_hours} hours`],
  ['Max guests', (card) => card.max_guests],
  [
    'Availability',
    (card) => (
      <span className={`availability availability-${availabilityTone(card.availability_status)}`}>
        {availabilityLabel(card.availability_status)}
      </span>
    ),
  ],
  ['Advance booking', (card) => advanceBookingLabel(card.advance_booking_days)],
  [
    'Features',
    (card) =>
      card.features.length > 0 ? (
        <ul className="compare-features">
          {card.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : (
        <span className="muted">None listed</span>
      ),
  ],
];

/** The row of a package's actions: remove it, or open its vendor. */
function actionsRow(onRemove: (packageId: number) => void): SideBySideRow<PackageCardData> {
  return [
    'Actions',
    (card) => (
      <div className="compare-actions">
        <button
          type="button"
          className="button button-small button-secondary"
          aria-label={`Remove ${card.package_name}`}
          onClick={() => onRemove(card.package_id)}
        >
          Remove
        </button>
        <Link
          className="button button-small"
          to={link.vendorProfile(card.business_slug)}
          aria-label={`View vendor ${card.business_name}`}
        >
          View vendor
        </Link>
      </div>
    ),
  ];
}

/** The selected packages side by side; scrolls sideways inside its box on narrow screens. */
export function CompareTable({ selected, onRemove }: CompareTableProps) {
  return (
    <SideBySideTable
      label="Package comparison"
      caption={`Selected packages, ${selected.length} of ${PACKAGE_COMPARE_MAX}`}
      items={selected}
      keyOf={(card) => card.package_id}
      head={(card) => card.package_name}
      rows={[...ROWS, actionsRow(onRemove)]}
    />
  );
}
