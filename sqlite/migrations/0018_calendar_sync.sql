-- The owner's calendar (docs/product/booking.md#the-booking-lifecycle, docs/product/texts.md#limits, docs/product/calendar.md#calls; docs/product/offline.md#the-promise).
--
-- Slots gain a description and a soft delete: a slot that bookings still point at (a declined
-- request, a cancelled one) cannot be removed without losing the customer's history, so
-- deleting it hides it instead; a slot nothing points at is removed outright.
ALTER TABLE slots ADD COLUMN description TEXT NOT NULL DEFAULT '';
ALTER TABLE slots ADD COLUMN is_deleted INTEGER NOT NULL DEFAULT 0 CHECK (is_deleted IN (0, 1));

-- Two live slots of one hall or team never overlap on a day (docs/product/texts.md#limits), whatever the code does.
-- Slots with no hall or team are the business's own and may overlap.
CREATE INDEX slots_worker_date ON slots (worker_id, date, start_time) WHERE worker_id IS NOT NULL;

CREATE TRIGGER slots_no_overlap_insert BEFORE INSERT ON slots
WHEN NEW.worker_id IS NOT NULL AND NEW.is_deleted = 0 BEGIN
  SELECT RAISE(ABORT, 'slot_overlap') WHERE EXISTS (
    SELECT 1 FROM slots s
    WHERE s.worker_id = NEW.worker_id AND s.date = NEW.date AND s.is_deleted = 0
      AND s.start_time < NEW.end_time AND NEW.start_time < s.end_time
  );
END;

CREATE TRIGGER slots_no_overlap_update
BEFORE UPDATE OF worker_id, date, start_time, end_time, is_deleted ON slots
WHEN NEW.worker_id IS NOT NULL AND NEW.is_deleted = 0 BEGIN
  SELECT RAISE(ABORT, 'slot_overlap') WHERE EXISTS (
    SELECT 1 FROM slots s
    WHERE s.worker_id = NEW.worker_id AND s.date = NEW.date AND s.is_deleted = 0
      AND s.id <> NEW.id
      AND s.start_time < NEW.end_time AND NEW.start_time < s.end_time
  );
END;

-- Every change to a business's slots, bookings, halls and teams, in commit order: the id is
-- the cursor of GET /api/sync/calendar?since=<cursor>. Written by triggers, so no code path
-- (the API, the seed, a hand-run UPDATE) can change the calendar without devices hearing of
-- it. A pull reads the rows changed after the cursor as they are now; a row that is gone
-- or soft-deleted is sent as a tombstone.
CREATE TABLE calendar_changes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  business_id INTEGER NOT NULL,
  entity TEXT NOT NULL CHECK (entity IN ('slot', 'booking', 'worker')),
  entity_id INTEGER NOT NULL,
  changed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX calendar_changes_business ON calendar_changes (business_id, id);

CREATE TRIGGER calendar_slot_inserted AFTER INSERT ON slots BEGIN
  INSERT INTO calendar_changes (business_id, entity, entity_id)
  VALUES (NEW.business_id, 'slot', NEW.id);
END;
CREATE TRIGGER calendar_slot_updated AFTER UPDATE ON slots BEGIN
  INSERT INTO calendar_changes (business_id, entity, entity_id)
  VALUES (NEW.business_id, 'slot', NEW.id);
END;
CREATE TRIGGER calendar_slot_deleted AFTER DELETE ON slots BEGIN
  INSERT INTO calendar_changes (business_id, entity, entity_id)
  VALUES (OLD.business_id, 'slot', OLD.id);
END;

CREATE TRIGGER calendar_booking_inserted AFTER INSERT ON bookings BEGIN
  INSERT INTO calendar_changes (business_id, entity, entity_id)
  VALUES (NEW.business_id, 'booking', NEW.id);
END;
CREATE TRIGGER calendar_booking_updated AFTER UPDATE ON bookings BEGIN
  INSERT INTO calendar_changes (business_id, entity, entity_id)
  VALUES (NEW.business_id, 'booking', NEW.id);
END;
CREATE TRIGGER calendar_booking_deleted AFTER DELETE ON bookings BEGIN
  INSERT INTO calendar_changes (business_id, entity, entity_id)
  VALUES (OLD.business_id, 'booking', OLD.id);
END;

CREATE TRIGGER calendar_worker_inserted AFTER INSERT ON business_workers BEGIN
  INSERT INTO calendar_changes (business_id, entity, entity_id)
  VALUES (NEW.business_id, 'worker', NEW.id);
END;
CREATE TRIGGER calendar_worker_updated AFTER UPDATE ON business_workers BEGIN
  INSERT INTO calendar_changes (business_id, entity, entity_id)
  VALUES (NEW.business_id, 'worker', NEW.id);
END;
CREATE TRIGGER calendar_worker_deleted AFTER DELETE ON business_workers BEGIN
  INSERT INTO calendar_changes (business_id, entity, entity_id)
  VALUES (OLD.business_id, 'worker', OLD.id);
END;
