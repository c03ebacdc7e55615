// Halls and workers as steps of the engine-neutral layer (docs/architecture.md#10-two-engines).
import { MAX_CAPACITY } from '../../db/business-capacity';
import { idsIn, insertedId, orderIgnoringCase, sql } from '../../db/dialect';
import { all, get, run, type Step } from '../../db/engine';

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

const LIST = sql`SELECT * FROM business_workers
    WHERE business_id = @business_id AND (CAST(@role AS TEXT) IS NULL OR worker_role = @role)
    ORDER BY ${orderIgnoringCase('name')}, id`;

// Every hall and worker, or those of these ids, in the order the calendar keeps them.
const IN_CALENDAR = sql`SELECT * FROM business_workers
    WHERE business_id = @business_id
      AND (CAST(@ids AS TEXT) IS NULL OR ${idsIn('id', 'ids')})
    ORDER BY id`;

/** is_active is the status's flag; the triggers of 0014 keep it so for any other writer. */
const IS_ACTIVE = "CASE WHEN CAST(@status AS TEXT) = 'active' THEN 1 ELSE 0 END";

const RECOUNT = sql`UPDATE businesses SET
    no_of_workers = (SELECT count(*) FROM business_workers WHERE business_id = @business_id),
    max_capacity = ${MAX_CAPACITY}
  WHERE id = @business_id`;

export const workersRepo = {
  list: (businessId: number, role: string | null): Step<ResourceRow[]> =>
    all<ResourceRow>(LIST, { business_id: businessId, role }),
  inCalendar: (businessId: number, ids?: number[]): Step<ResourceRow[]> =>
    all<ResourceRow>(IN_CALENDAR, {
      business_id: businessId,
      ids: ids ? JSON.stringify(ids) : null,
    }),
  find: (id: number): Step<ResourceRow | undefined> =>
    get<ResourceRow>('SELECT * FROM business_workers WHERE id = @id', { id }),
  insert: (row: ResourceWrite & { business_id: number; role: string; now: string }): Step<number> =>
    insertedId(
      `INSERT INTO business_workers (business_id, name, capacity, worker_role, worker_email,
         status, is_active, location, description, features, created_at, modified_at)
       VALUES (@business_id, @name, @capacity, @role, @worker_email, @status,
         ${IS_ACTIVE}, @location, @description, @features, @now, @now)`,
      row,
    ),
  update: (row: ResourceWrite & { id: number; now: string }): Step<number> =>
    run(
      `UPDATE business_workers SET name = @name, capacity = @capacity,
         worker_email = @worker_email, status = @status, is_active = ${IS_ACTIVE},
         location = @location, description = @description, features = @features,
         modified_at = @now
       WHERE id = @id`,
      row,
    ),
  remove: (id: number): Step<number> => run('DELETE FROM business_workers WHERE id = @id', { id }),
  /** Accepted bookings from today on that this hall or worker is assigned to. */
  *upcomingAccepted(id: number, today: string): Step<number> {
    const row = yield* get<{ n: number }>(
      `SELECT count(*) AS n FROM bookings k JOIN slots s ON s.id = k.slot_id
       WHERE k.worker_id = @id AND k.status = 'verified' AND s.date >= @today`,
      { id, today },
    );
    return row?.n ?? 0;
  },
  /** Keeps businesses.no_of_workers and max_capacity right after a change. */
  recount: (businessId: number): Step<number> => run(RECOUNT, { business_id: businessId }),
};
