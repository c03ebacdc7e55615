// How the comparison page words a package's values (docs/product/discovery.md#package-comparison).
import type { PackageSort } from '@baraat/shared/schemas/packages';

export const SORT_LABELS: Record<PackageSort, string> = {
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Highest rated',
  popularity: 'Most popular',
};

const AVAILABILITY_LABELS: Record<string, string> = {
  available: 'Available',
  limited: 'Limited Availability',
  unavailable: 'Unavailable',
};

const known = (status: string | null | undefined): status is string =>
  typeof status === 'string' && Object.hasOwn(AVAILABILITY_LABELS, status);

export function availabilityLabel(status: string | null | undefined): string {
  return known(status) ? AVAILABILITY_LABELS[status]! : 'Unknown';
}

/** The CSS modifier of an availability badge. */
export function availabilityTone(status: string | null | undefined): string {
  return known(status) ? status : 'unknown';
}

/** Days until the vendor's first open slot. */
export function advanceBookingLabel(days: number | null): string {
  if (days === null) return 'No open dates';
  if (days === 0) return 'Open today';
  return days === 1 ? 'Next open date in 1 day' : `Next open date in ${days} days`;
}
