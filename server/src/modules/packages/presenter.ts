import {
  LIMITED_AVAILABILITY_MAX,
  type PackageAvailability,
  type PackageCard,
} from '@baraat/shared/schemas/packages';
import type { Package } from '@baraat/shared/schemas/vendor-profile';
import { isSet } from '../../db/flags';
import type { OpenSlotsRow, PackageCardRow, PackageRow } from './repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A package as the profile, the owner's list and the comparison all show it (docs/product/booking.md#what-a-booking-holds). */
export function presentPackage(row: PackageRow): Package {
  return {
    package_id: row.id,
    business_id: row.business_id,
    package_name: row.package_name,
    description: row.description,
    package_desc: row.description,
    price: row.price,
    package_price: row.price,
    price_basis: row.price_basis,
    duration_hours: row.duration_hours,
    max_guests: row.max_guests,
    features: JSON.parse(row.features) as string[],
    is_popular: isSet(row.is_popular),
  };
}

/** No open slot in the window: unavailable; a few: limited; more: available. */
function availabilityOf(openSlots: number): PackageAvailability {
  if (openSlots === 0) return 'unavailable';
  return openSlots <= LIMITED_AVAILABILITY_MAX ? 'limited' : 'available';
}

/** A package with its vendor and the vendor's availability (docs/product/booking.md#what-a-booking-holds; the package fields are
 * the vendor profile's, packageCardSchema extends packageSchema). */
export function presentPackageCard(
  row: PackageCardRow,
  slots: OpenSlotsRow | undefined,
  today: string,
): PackageCard {
  return {
    ...presentPackage(row),
    business_name: row.business_name,
    business_slug: row.business_slug || `business-${row.business_id}`,
    business_city: row.business_city,
    business_rating: row.business_rating,
    business_phone: row.business_phone,
    category: row.category,
    availability_status: availabilityOf(slots?.open_slots ?? 0),
    advance_booking_days: slots?.first_open
      ? Math.round((Date.parse(slots.first_open) - Date.parse(today)) / DAY_MS)
      : null,
  };
}
