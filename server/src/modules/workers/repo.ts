import { MAX_CAPACITY_SQL } from '../../db/business-capacity';
import type { Db } from '../../db/connection';

export interface ResourceRow {
  id: number;
  business_id: number;
  name: string;
  capacity: number;
  worker_role: 'hall' | 'worker';
  worker_email: string | null;
  status: 'active' | 'inactive' | 'maintenance';
  is_active: 0 | 1;
  location: string;
  description: string;
  features: string;
  created_at: string;
  modified_at: string;
}

export interface ResourceWrite {
  name: string;
  capacity: number;
  worker_email: string | null;
  status: ResourceRow['status'];
  location: string;
  description: string;
  /** JSON list. */
  features: string;
}

export function createWorkersRepo(db: Db) {
  const list = db.prepare<{ business_id: number; role: string | null }, ResourceRow>(
    `SELECT * FROM business_workers
     WHERE business_id = @business_id AND (@role IS NULL OR worker_role = @role)
     ORDER BY name COLLATE NOCASE, id`,
  );
  const find = db.prepare<{ id: number; business_id: number }, ResourceRow>(
    'SELECT * FROM business_workers WHERE id = @id AND business_id = @business_id',
  );
  const insert = db.prepare<ResourceWrite & { business_id: number; role: string; now: string }>(
    `INSERT INTO business_workers (business_id, name, capacity, worker_role, worker_email,
       status, is_active, location, description, features, created_at, modified_at)
     VALUES (@business_id, @name, @capacity, @role, @worker_email, @status,
       @status = 'active', @location, @description, @features, @now, @now)`,
  );
  const update = db.prepare<ResourceWrite & { id: number; now: string }>(
    `UPDATE business_workers SET name = @name, capacity = @capacity, worker_email = @worker_email,
       status = @status, is_active = @status = 'active', location = @location,
       description = @description, features = @features, modified_at = @now
     WHERE id = @id`,
  );
  // Every hall and worker, or those of these ids, in the order the calendar keeps them.
  const inCalendar = db.prepare<{ business_id: number; ids: string | null }, ResourceRow>(
    `SELECT * FROM business_workers
     WHERE business_id = @business_id
       AND (@ids IS NULL OR id IN (SELECT value FROM json_each(@ids)))
     ORDER BY id`,
  );
  const remove = db.prepare<[number]>('DELETE FROM business_workers WHERE id = ?');
  // Accepted bookings from today on that this hall or worker is assigned to.
  const upcomingAccepted = db
    .prepare<{ id: number; today: string }, number>(
      `SELECT count(*) FROM bookings k JOIN slots s ON s.id = k.slot_id
       WHERE k.worker_id = @id AND k.status = 'verified' AND s.date >= @today`,
    )
    .pluck();
  const recount = db.prepare<{ business_id: number }>(
    `UPDATE businesses SET
       no_of_workers = (SELECT count(*) FROM business_workers WHERE business_id = @business_id),
       max_capacity = ${MAX_CAPACITY_SQL}
     WHERE id = @business_id`,
  );

  return {
    list: (businessId: number, role: string | null) => list.all({ business_id: businessId, role }),
    inCalendar: (businessId: number, ids?: number[]) =>
      inCalendar.all({ business_id: businessId, ids: ids ? JSON.stringify(ids) : null }),
    find: (id: number, businessId: number) => find.get({ id, business_id: businessId }),
    insert: (row: ResourceWrite & { business_id: number; role: string; now: string }) =>
      Number(insert.run(row).lastInsertRowid),
    update: (row: ResourceWrite & { id: number; now: string }) => update.run(row),
    remove: (id: number) => remove.run(id),
    upcomingAccepted: (id: number, today: string) => upcomingAccepted.get({ id, today }) ?? 0,
    /** Keeps businesses.no_of_workers and max_capacity right after a change. */
    recount: (businessId: number) => recount.run({ business_id: businessId }),
  };
}

export type WorkersRepo = ReturnType<typeof createWorkersRepo>;
