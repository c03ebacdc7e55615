// The packages picked for side-by-side comparison (docs/product/discovery.md#filters-and-their-fallbacks): at most four, each once.
import { PACKAGE_COMPARE_MAX } from '@baraat/shared/schemas/packages';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';

export const COMPARE_LIMIT_WARNING = msg`You can compare up to 4 packages at once.`;

interface Comparable {
  package_id: number;
}

export interface AddResult<T extends Comparable> {
  selected: T[];
  /** Why nothing was added, when the comparison is already full, in the reader's language. */
  warning: string | null;
}

export function isSelected(selected: readonly Comparable[], packageId: number): boolean {
  return selected.some((item) => item.package_id === packageId);
}

/** Adds a package at the end; one already selected stays where it is. */
export function addToCompare<T extends Comparable>(selected: readonly T[], item: T): AddResult<T> {
  if (isSelected(selected, item.package_id)) return { selected: [...selected], warning: null };
  if (selected.length >= PACKAGE_COMPARE_MAX) {
    return { selected: [...selected], warning: i18n._(COMPARE_LIMIT_WARNING) };
  }
  return { selected: [...selected, item], warning: null };
}

export function removeFromCompare<T extends Comparable>(selected: readonly T[], packageId: number) {
  return selected.filter((item) => item.package_id !== packageId);
}
