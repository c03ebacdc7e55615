import { comma, formatPkr, formatRating } from '@baraat/shared/domain/format';
import { responseTimeParts } from '@baraat/shared/domain/response-time';
import type { VendorProfile } from '@baraat/shared/schemas/vendor-profile';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { type SideBySideRow, SideBySideTable } from '@/components/ui/table-scroll';
import { VendorCity } from '@/components/ui/vendor-city';
import { link } from '@/config/paths';

interface ComparisonTableProps {
  vendors: VendorProfile[];
  onRemove: (id: number) => void;
}

/** The chosen vendors side by side, each headed by its name, city and Remove. */
export function ComparisonTable({ vendors, onRemove }: ComparisonTableProps) {
  const { t, i18n } = useLingui();
  const yesNo = (value: boolean) => (value ? t`Yes` : t`No`);
  const priceRange = (vendor: VendorProfile): string => {
    const prices = vendor.packages.map((p) => p.price);
    if (prices.length === 0) return t`No packages yet`;
    const low = Math.min(...prices);
    const high = Math.max(...prices);
    return low === high ? formatPkr(low) : `${formatPkr(low)} – ${formatPkr(high)}`;
  };
  const rating = (v: VendorProfile) => {
    const stars = formatRating(v.rating);
    const reviews = v.review_count;
    return t`★ ${stars} (${reviews} reviews)`;
  };
  const rows: SideBySideRow<VendorProfile>[] = [
    [t`Type`, (v) => i18n._(v.business_type_name)],
    [t`City`, (v) => i18n._(v.city_name)],
    [t`Rating`, rating],
    [t`Price range`, priceRange],
    [t`Packages`, (v) => v.packages.length],
    [t`Guests up to`, (v) => (v.max_capacity > 0 ? v.max_capacity : '—')],
    [t`Verified`, (v) => yesNo(v.is_verified)],
    [t`Online booking`, (v) => yesNo(v.has_online_booking)],
    [t`Instant booking`, (v) => yesNo(v.has_instant_booking)],
    [
      t`Replies`,
      (v) => {
        const { template, values } = responseTimeParts(v.response_time);
        return i18n._(template, values);
      },
    ],
    [
      t`Open dates (next 60 days)`,
      (v) => new Set(v.slots.filter((s) => s.is_available).map((s) => s.date)).size,
    ],
    [
      t`Services`,
      (v) => v.services.map((s) => i18n._(s.service_type.service_type_name)).join(comma()) || '—',
    ],
  ];
  const side = t`Vendors side by side`;
  return (
    <SideBySideTable
      label={side}
      caption={side}
      corner={t`Vendor`}
      items={vendors}
      keyOf={(vendor) => vendor.business_id}
      head={(vendor) => (
        <>
          <Link to={link.vendorProfile(vendor.slug)} translate="no" dir="auto">
            {vendor.business_name}
          </Link>
          <VendorCity city={vendor.city_name} />
          <button
            type="button"
            className="button button-small button-secondary"
            onClick={() => onRemove(vendor.business_id)}
          >
            <Trans>Remove</Trans>
          </button>
        </>
      )}
      rows={rows}
    />
  );
}
