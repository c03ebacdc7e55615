// How the comparison page words a package's values (docs/product/discovery.md#package-comparison),
// in the reader's language: a screen calling these re-renders with it (useLingui).
import type { PackageSort } from '@baraat/shared/schemas/packages';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';

/** Translated where shown. */
export const SORT_LABELS: Record<PackageSort, MessageDescriptor> = {
  'price-asc': msg`Price: low to high`,
  'price-desc': msg`Price: high to low`,
  rating: msg`Highest rated`,
  popularity: msg`Most popular`,
};

const AVAILABILITY_LABELS: Record<string, MessageDescriptor> = {
  available: msg`Available`,
  limited: msg`Limited Availability`,
  unavailable: msg`Unavailable`,
};

const known = (status: string | null | undefined): status is string =>
  typeof status === 'string' && Object.hasOwn(AVAILABILITY_LABELS, status);

export function availabilityLabel(status: string | null | undefined): string {
  return known(status) ? i18n._(AVAILABILITY_LABELS[status]!) : t`Unknown`;
}

/** The CSS modifier of an availability badge. */
export function availabilityTone(status: string | null | undefined): string {
  return known(status) ? status : 'unknown';
}

/** Days until the vendor's first open slot. */
export function advanceBookingLabel(days: number | null): string {
  if (days === null) return t`No open dates`;
  if (days === 0) return t`Open today`;
  return t`Next open date in ${plural(days, { one: '# day', other: '# days' })}`;
}
