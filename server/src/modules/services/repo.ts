import type { Db } from '../../db/connection';

export interface BusinessServiceRow {
  id: number;
  business_id: number;
  service_type_id: number;
  service_type_name: string;
  description: string;
}

const SELECT = `SELECT s.id, s.business_id, s.service_type_id, st.name AS service_type_name,
    st.description
  FROM business_services s JOIN service_types st ON st.id = s.service_type_id`;

export function createServicesRepo(db: Db) {
  const list = db.prepare<[number], BusinessServiceRow>(
    `${SELECT} WHERE s.business_id = ? ORDER BY st.name`,
  );
  const find = db.prepare<[number], BusinessServiceRow>(`${SELECT} WHERE s.id = ?`);
  const findByType = db.prepare<
    { business_id: number; service_type_id: number },
    BusinessServiceRow
  >(`${SELECT} WHERE s.business_id = @business_id AND s.service_type_id = @service_type_id`);
  // The unique (business, type) pair makes a repeated add a no-op.
  const insert = db.prepare<{ business_id: number; service_type_id: number; now: string }>(
    `INSERT INTO business_services (business_id, service_type_id, created_at)
     VALUES (@business_id, @service_type_id, @now) ON CONFLICT DO NOTHING`,
  );
  const remove = db.prepare<[number]>('DELETE FROM business_services WHERE id = ?');

  return {
    list: (businessId: number) => list.all(businessId),
    find: (id: number) => find.get(id),
    findByType: (businessId: number, serviceTypeId: number) =>
      findByType.get({ business_id: businessId, service_type_id: serviceTypeId }),
    /** True when the row was added, false when the business had it already. */
    insert: (businessId: number, serviceTypeId: number, now: string) =>
      insert.run({ business_id: businessId, service_type_id: serviceTypeId, now }).changes === 1,
    remove: (id: number) => remove.run(id),
  };
}
