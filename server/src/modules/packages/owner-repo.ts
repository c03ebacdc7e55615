// The owner's writes to their packages (docs/product/resources.md#calls), and the business columns search reads
// from them (price range, package count, capacity), recounted in the same transaction; as steps
// of the engine-neutral layer (docs/architecture.md#10-two-engines).
import { MAX_CAPACITY } from '../../db/business-capacity';
import { insertedId, sql } from '../../db/dialect';
import { get, run, type Step } from '../../db/engine';
import type { PackageRow, PackageWrite } from './repo';

const RECOUNT = sql`UPDATE businesses SET
    no_of_packages = (SELECT count(*) FROM packages WHERE business_id = @business_id),
    min_price = (SELECT min(price) FROM packages WHERE business_id = @business_id),
    max_price = (SELECT max(price) FROM packages WHERE business_id = @business_id),
    max_capacity = ${MAX_CAPACITY}
  WHERE id = @business_id`;

export const ownerPackagesRepo = {
  find: (id: number): Step<PackageRow | undefined> =>
    get<PackageRow>('SELECT * FROM packages WHERE id = @id', { id }),
  insert: (row: PackageWrite & { business_id: number; now: string }): Step<number> =>
    insertedId(
      `INSERT INTO packages (business_id, package_name, description, price, price_basis,
         duration_hours, max_guests, features, is_popular, created_at, modified_at)
       VALUES (@business_id, @package_name, @description, @price, @price_basis, @duration_hours,
         @max_guests, @features, @is_popular, @now, @now)`,
      row,
    ),
  update: (row: PackageWrite & { id: number; now: string }): Step<number> =>
    run(
      `UPDATE packages SET package_name = @package_name, description = @description,
         price = @price, price_basis = @price_basis, duration_hours = @duration_hours,
         max_guests = @max_guests, features = @features, is_popular = @is_popular,
         modified_at = @now
       WHERE id = @id`,
      row,
    ),
  remove: (id: number): Step<number> => run('DELETE FROM packages WHERE id = @id', { id }),
  /** Keeps no_of_packages, min_price, max_price and max_capacity right after a change. */
  recount: (businessId: number): Step<number> => run(RECOUNT, { business_id: businessId }),
};
