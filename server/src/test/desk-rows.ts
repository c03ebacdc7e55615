// The rows an owner's desk test writes on either engine (docs/architecture.md#10-two-engines): a
// business as the route's guard would have found it, and what a write's promise ended in.
import { ADVANCE_PERCENT_DEFAULT, HOLD_DAYS_DEFAULT } from '@baraat/shared/domain/holds';
import { insertedId } from '../db/dialect';
import type { Database } from '../db/engine';
import type { OwnedBusiness } from '../http/owned-business';

export const NOW = '2026-01-01T00:00:00.000Z';

let made = 0;

/** A business in Karachi of reference type 1 (a marquee: its resources are halls) or 2 (a
 * photography studio: its resources are workers). */
export async function ownedBusinessRow(
  database: Database,
  typeId: 1 | 2 = 1,
): Promise<OwnedBusiness> {
  made += 1;
  const slug = `desk-${database.engine}-${made}-${Math.random().toString(36).slice(2, 8)}`;
  const id = await database.transaction(() =>
    insertedId(
      `INSERT INTO businesses (business_name, slug, city_id, business_type_id, created_at, modified_at)
       VALUES (@slug, @slug, 1, @typeId, @now, @now)`,
      { slug, typeId, now: NOW },
    ),
  );
  return {
    businessId: id,
    mappingId: id,
    businessName: slug,
    businessTypeId: typeId,
    typeName: typeId === 1 ? 'Marriage Marquee' : 'Wedding Photography',
    slug,
    isHall: typeId === 1,
    ...DEFAULT_TERMS,
  };
}

/** The terms a business row is made with (its columns' defaults), as its OwnedBusiness says. */
export const DEFAULT_TERMS = {
  holdDays: HOLD_DAYS_DEFAULT,
  advancePercent: ADVANCE_PERCENT_DEFAULT,
} as const;

/** What a write's promise ended in: 200, or the refusal's status. */
export const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { status?: number }) => error.status ?? 500,
  );
