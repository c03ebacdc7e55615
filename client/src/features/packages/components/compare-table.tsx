import { formatRating } from '@baraat/shared/domain/format';
import { packagePriceText } from '@baraat/shared/domain/pricing';
import {
  PACKAGE_COMPARE_MAX,
  type PackageCard as PackageCardData,
} from '@baraat/shared/schemas/packages';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { link } from '@/config/paths';
import { advanceBookingLabel, availabilityLabel, availabilityTone } from './package-labels';

interface CompareTableProps {
  selected: PackageCardData[];
  onRemove: (packageId: number) => void;
}

type Row = [label: string, cell: (card: PackageCardData) => ReactNode];

const ROWS: Row[] = [
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

/** The selected packages side by side; scrolls sideways inside its box on narrow screens. */
export function CompareTable({ selected, onRemove }: CompareTableProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="compare-table-wrap" aria-label="Package comparison" tabIndex={0}>
      <table className="compare-table">
        <caption className="visually-hidden">
          Selected packages, {selected.length} of {PACKAGE_COMPARE_MAX}
        </caption>
        <thead>
          <tr>
            <td />
            {selected.map((card) => (
              <th key={card.package_id} scope="col">
                {card.package_name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([label, cell]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {selected.map((card) => (
                <td key={card.package_id}>{cell(card)}</td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">Actions</th>
            {selected.map((card) => (
              <td key={card.package_id}>
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
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </section>
  );
}
