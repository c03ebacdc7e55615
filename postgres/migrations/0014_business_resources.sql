-- PostgreSQL's half of 0014 (docs/architecture.md#10-two-engines): the hall form's columns, and
-- is_active kept the spec's flag of the status (active ⇔ is_active = 1) whichever of the two a
-- writer sets.
ALTER TABLE business_workers ADD COLUMN status text NOT NULL DEFAULT 'active'
  CHECK (status IN ('active', 'inactive', 'maintenance'));
ALTER TABLE business_workers ADD COLUMN location text NOT NULL DEFAULT '';
ALTER TABLE business_workers ADD COLUMN description text NOT NULL DEFAULT '';
ALTER TABLE business_workers ADD COLUMN features text NOT NULL DEFAULT '[]'
  CHECK (json_typeof(features::json) = 'array');

UPDATE business_workers SET status = 'inactive' WHERE is_active = 0;

-- SQLite's three triggers, word for word: AFTER the write, under the same names and WHEN
-- clauses, each putting the row right with an UPDATE of its own. PostgreSQL fires a table's
-- AFTER triggers in the order of their names, which is the order SQLite fires these (the last
-- made first), so a writer that sets both columns at odds ends where it ends on SQLite
-- (status 'maintenance' with is_active 1 becomes 'inactive' and 0), and the calendar notes
-- the same changes. A row inserted with only is_active = 0 (older writers) is inactive;
-- otherwise the status decides is_active.
CREATE FUNCTION business_workers_status_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] = 'insert' THEN
    UPDATE business_workers
    SET status = CASE WHEN NEW.is_active = 0 AND NEW.status = 'active' THEN 'inactive'
                      ELSE NEW.status END,
        is_active = CASE WHEN NEW.status = 'active' AND NEW.is_active <> 0 THEN 1 ELSE 0 END
    WHERE id = NEW.id;
  ELSIF TG_ARGV[0] = 'status' THEN
    UPDATE business_workers SET is_active = CASE WHEN NEW.status = 'active' THEN 1 ELSE 0 END
    WHERE id = NEW.id;
  ELSE
    UPDATE business_workers
    SET status = CASE WHEN NEW.is_active = 1 THEN 'active' ELSE 'inactive' END
    WHERE id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER business_workers_status_insert AFTER INSERT ON business_workers
FOR EACH ROW WHEN (NEW.is_active <> CASE WHEN NEW.status = 'active' THEN 1 ELSE 0 END)
EXECUTE FUNCTION business_workers_status_kept('insert');

CREATE TRIGGER business_workers_status_update AFTER UPDATE OF status ON business_workers
FOR EACH ROW WHEN (NEW.is_active <> CASE WHEN NEW.status = 'active' THEN 1 ELSE 0 END)
EXECUTE FUNCTION business_workers_status_kept('status');

CREATE TRIGGER business_workers_active_update AFTER UPDATE OF is_active ON business_workers
FOR EACH ROW WHEN (NEW.is_active <> CASE WHEN NEW.status = 'active' THEN 1 ELSE 0 END)
EXECUTE FUNCTION business_workers_status_kept('active');

-- The deletion rule reads a hall's or worker's accepted bookings. (SQLite's 0019 rebuilds
-- bookings and makes this index again; PostgreSQL alters the table in place and keeps it.)
CREATE INDEX bookings_worker_status ON bookings (worker_id, status) WHERE worker_id IS NOT NULL;
