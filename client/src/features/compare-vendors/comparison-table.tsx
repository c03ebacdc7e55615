import { formatPkr, formatRating } from '@baraat/shared/domain/format';
import type { VendorProfile } from '@baraat/shared/schemas/vendor-profile';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TableScroll } from '@/components/ui/table-scroll';
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

const ROWS: [string, (vendor: VendorProfile) => ReactNode][] = [
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

export function ComparisonTable({ vendors, onRemove }: ComparisonTableProps) {
  return (
    <TableScroll label="Vendors side by side">
      <table className="comparison">
        <caption className="visually-hidden">Vendors side by side</caption>
        <thead>
          <tr>
            <th scope="col">Vendor</th>
            {vendors.map((vendor) => (
              <th key={vendor.business_id} scope="col">
                <Link to={link.vendorProfile(vendor.slug)}>{vendor.business_name}</Link>
                <VendorCity city={vendor.city_name} />
                <button
                  type="button"
                  className="button button-small button-secondary"
                  onClick={() => onRemove(vendor.business_id)}
                >
                  Remove
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([label, cell]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {vendors.map((vendor) => (
                <td key={vendor.business_id}>{cell(vendor)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
