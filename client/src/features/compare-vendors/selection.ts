// Vendor comparison keeps up to 3 vendors (the spec's promise, docs/product/texts.md#marketing-copy), as ids in the URL.
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';

export const MAX_VENDORS = 3;
export const TOO_MANY_VENDORS = msg`You can compare up to 3 vendors at once.`;

export function parseIds(value: string | null): number[] {
  const ids = (value ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, MAX_VENDORS);
}

export function addVendor(ids: number[], id: number): { ids: number[]; warning?: string } {
  if (ids.includes(id)) return { ids };
  // The warning in the reader's language.
  if (ids.length >= MAX_VENDORS) return { ids, warning: i18n._(TOO_MANY_VENDORS) };
  return { ids: [...ids, id] };
}
