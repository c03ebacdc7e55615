import type { CatalogItem } from '@baraat/shared/constants/catalog';
import { fieldError } from '../../http/errors';

/**
 * A catalogue item's id from its name (any case) or its id, as query parameters give them;
 * an unknown one is a 422 on that parameter. `undefined` passes through.
 */
export function resolveCatalogId(
  items: readonly CatalogItem[],
  value: string | undefined,
  field: string,
  label: string,
): number | undefined {
  if (value === undefined) return undefined;
  const lower = value.toLowerCase();
  const found = items.find(
    (item) => String(item.id) === value || item.name.toLowerCase() === lower,
  );
  if (!found) throw fieldError('query', field, `Unknown ${label}: ${value}`);
  return found.id;
}
