// The owner's writes to their packages (docs/product/resources.md#calls), and the business columns search reads
// from them (price range, package count, capacity), recounted in the same transaction.
import { MAX_CAPACITY_SQL } from '../../db/business-capacity';
import type { Db } from '../../db/connection';
import type { PackageRow, PackageWrite } from './repo';

export function createOwnerPackagesRepo(db: Db) {
  const find = db.prepare<{ id: number; business_id: number }, PackageRow>(
    'SELECT * FROM packages WHERE id = @id AND business_id = @business_id',
  );
  const insert = db.prepare<PackageWrite & { business_id: number; now: string }>(
    `INSERT INTO packages (business_id, package_name, description, price, price_basis,
       duration_hours, max_guests, features, is_popular, created_at, modified_at)
     VALUES (@business_id, @package_name, @description, @price, @price_basis, @duration_hours,
       @max_guests, @features, @is_popular, @now, @now)`,
  );
  const update = db.prepare<PackageWrite & { id: number; now: string }>(
    `UPDATE packages SET package_name = @package_name, description = @description,
       price = @price, price_basis = @price_basis, duration_hours = @duration_hours, max_guests = @max_guests,
       features = @features, is_popular = @is_popular, modified_at = @now
     WHERE id = @id`,
  );
  const remove = db.prepare<[number]>('DELETE FROM packages WHERE id = ?');
  const recount = db.prepare<{ business_id: number }>(
    `UPDATE businesses SET
       no_of_packages = (SELECT count(*) FROM packages WHERE business_id = @business_id),
       min_price = (SELECT min(price) FROM packages WHERE business_id = @business_id),
       max_price = (SELECT max(price) FROM packages WHERE business_id = @business_id),
       max_capacity = ${MAX_CAPACITY_SQL.sqlite}
     WHERE id = @business_id`,
  );

  return {
    find: (id: number, businessId: number) => find.get({ id, business_id: businessId }),
    insert: (row: PackageWrite & { business_id: number; now: string }) =>
      Number(insert.run(row).lastInsertRowid),
    update: (row: PackageWrite & { id: number; now: string }) => update.run(row),
    remove: (id: number) => remove.run(id),
    /** Keeps no_of_packages, min_price, max_price and max_capacity right after a change. */
    recount: (businessId: number) => recount.run({ business_id: businessId }),
  };
}
