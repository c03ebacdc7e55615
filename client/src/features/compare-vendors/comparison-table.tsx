import { formatPkr, formatRating } from '@baraat/shared/domain/format';
import type { VendorProfile } from '@baraat/shared/schemas/vendor-profile';
import { Link } from 'react-router-dom';
import { type SideBySideRow, SideBySideTable } from '@/components/ui/table-scroll';
import { VendorCity } from '@/components/ui/vendor-city';
import { link } from '@/config/paths';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function priceRange(vendor: VendorProfile): string {
  const prices = vendor.packages.map((p) => p.price);
  if (prices.length === 0) return 'No packages yet';
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? formatPkr(low) : `${formatPkr(low)} – ${formatPkr(high)}`;
}

const ROWS: SideBySideRow<VendorProfile>[] = [
  ['Type', (v) => v.business_type_name],
  ['City', (v) => v.city_name],
  ['Rating', (v) => `★ ${formatRating(v.rating)} (${v.review_count} reviews)`],
  ['Price range', priceRange],
  ['Packages', (v) => v.packages.length],
  ['Guests up to', (v) => (v.max_capacity > 0 ? v.max_capacity : '—')],
  ['Verified', (v) => yesNo(v.is_verified)],
  ['Online booking', (v) => yesNo(v.has_online_booking)],
  ['Instant booking', (v) => yesNo(v.has_instant_booking)],
  ['Replies', (v) => v.response_time],
  [
    'Open dates (next 60 days)',
    (v) => new Set(v.slots.filter((s) => s.is_available).map((s) => s.date)).size,
  ],
  ['Services', (v) => v.services.map((s) => s.service_type.service_type_name).join(', ') || '—'],
];

interface ComparisonTableProps {
  vendors: VendorProfile[];
  onRemove: (id: number) => void;
}

/** The chosen vendors side by side, each headed by its name, city and Remove. */
export function ComparisonTable({ vendors, onRemove }: ComparisonTableProps) {
  return (
    <SideBySideTable
      label="Vendors side by side"
      caption="Vendors side by side"
      corner="Vendor"
      items={vendors}
      keyOf={(vendor) => vendor.business_id}
      head={(vendor) => (
        <>
          <Link to={link.vendorProfile(vendor.slug)}>{vendor.business_name}</Link>
          <VendorCity city={vendor.city_name} />
          <button
            type="button"
            className="button button-small button-secondary"
            onClick={() => onRemove(vendor.business_id)}
          >
            Remove
          </button>
        </>
      )}
      rows={ROWS}
    />
  );
}
