-- Halls and workers as the hall form and the resources reading show them (docs/product/resources.md#halls-and-teams, docs/product/business-desk.md#what-a-business-holds, docs/product/resources.md#calls):
-- a status (active, inactive, maintenance), where the hall is, what it is and what it has.
-- is_active stays the spec's flag of the same fact: active ⇔ is_active = 1, kept by the
-- triggers below whichever of the two a writer sets.
ALTER TABLE business_workers ADD COLUMN status TEXT NOT NULL DEFAULT 'active'
  CHECK (status IN ('active', 'inactive', 'maintenance'));
ALTER TABLE business_workers ADD COLUMN location TEXT NOT NULL DEFAULT '';
ALTER TABLE business_workers ADD COLUMN description TEXT NOT NULL DEFAULT '';
ALTER TABLE business_workers ADD COLUMN features TEXT NOT NULL DEFAULT '[]'
  CHECK (json_valid(features) AND json_type(features) = 'array');

UPDATE business_workers SET status = 'inactive' WHERE is_active = 0;

-- A row inserted with only is_active = 0 (older writers) is inactive; otherwise the status
-- decides is_active.
CREATE TRIGGER business_workers_status_insert AFTER INSERT ON business_workers
WHEN new.is_active <> (new.status = 'active') BEGIN
  UPDATE business_workers
  SET status = CASE WHEN new.is_active = 0 AND new.status = 'active' THEN 'inactive' ELSE new.status END,
      is_active = CASE WHEN new.is_active = 0 AND new.status = 'active' THEN 0 ELSE new.status = 'active' END
  WHERE id = new.id;
END;

CREATE TRIGGER business_workers_status_update AFTER UPDATE OF status ON business_workers
WHEN new.is_active <> (new.status = 'active') BEGIN
  UPDATE business_workers SET is_active = (new.status = 'active') WHERE id = new.id;
END;

CREATE TRIGGER business_workers_active_update AFTER UPDATE OF is_active ON business_workers
WHEN new.is_active <> (new.status = 'active') BEGIN
  UPDATE business_workers
  SET status = CASE WHEN new.is_active = 1 THEN 'active' ELSE 'inactive' END
  WHERE id = new.id;
END;

-- The deletion rule reads a hall's or worker's accepted bookings.
CREATE INDEX bookings_worker_status ON bookings (worker_id, status) WHERE worker_id IS NOT NULL;
