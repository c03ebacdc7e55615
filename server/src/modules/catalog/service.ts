// The reference lists as stored (written at start from @baraat/shared by db/reference-data),
// and the rule every list filter shares: a catalogue item by its name or its id.
import { type CatalogItem, inEventTypeOrder } from '@baraat/shared/constants/catalog';
import { fill, tx } from '@baraat/shared/i18n/text';
import type { Database } from '../../db/engine';
import { fieldError } from '../../http/errors';
import {
  presentBusinessType,
  presentEventType,
  presentNamed,
  presentServiceType,
} from './presenter';
import { catalogRepo as catalog } from './repo';

const UNKNOWN = {
  'business type': tx('Unknown business type: {value}'),
  city: tx('Unknown city: {value}'),
};

/**
 * A catalogue item's id from its name (any case) or its id, as query parameters give them;
 * an unknown one is a 422 on that parameter. `undefined` passes through.
 */
export function resolveCatalogId(
  items: readonly CatalogItem[],
  value: string | undefined,
  field: string,
  label: keyof typeof UNKNOWN,
): number | undefined {
  if (value === undefined) return undefined;
  const lower = value.toLowerCase();
  const found = items.find(
    (item) => String(item.id) === value || item.name.toLowerCase() === lower,
  );
  if (!found) throw fieldError('query', field, fill(UNKNOWN[label], { value }));
  return found.id;
}

/** On either engine (docs/architecture.md#10-two-engines). */
export function createCatalogService(db: Database) {
  return {
    /** The easyshadi envelopes of {id, name}. */
    cities: async () => ({ cities: (await db.read(catalog.cities())).map(presentNamed) }),
    businessTypeNames: async () => ({
      business_types: (await db.read(catalog.businessTypes())).map(presentNamed),
    }),
    businessTypes: async () => (await db.read(catalog.businessTypes())).map(presentBusinessType),
    /** In the order every list offers them (docs/product/texts.md#reference-lists). */
    eventTypes: async () =>
      inEventTypeOrder(await db.read(catalog.eventTypes())).map(presentEventType),
    /** Every service type, or those of one business type. */
    serviceTypes: async (businessTypeId?: number) =>
      (await db.read(catalog.serviceTypes(businessTypeId))).map(presentServiceType),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
