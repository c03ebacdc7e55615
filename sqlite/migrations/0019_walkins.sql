-- migrate: foreign_keys off
-- Walk-ins (docs/product/business-desk.md#what-a-business-holds, docs/product/booking.md#the-booking-lifecycle, docs/product/business-desk.md#business-kinds): a customer who walks in has no account, so a booking may
-- have no customer user. SQLite cannot drop a NOT NULL in place, so bookings is rebuilt the
-- documented way (create, copy, drop, rename) with its indexes and triggers made again. The
-- first line asks the migration runner to switch foreign keys off around this migration (as
-- the SQLite manual's procedure requires: otherwise DROP TABLE would delete every booking
-- first, setting reviews' links to NULL) and to check them all before it commits.

-- A trigger on slots that names bookings: re-parsed by the rename, so dropped and made again.
DROP TRIGGER slots_no_overlap_move;

CREATE TABLE bookings_rebuilt (
  id INTEGER PRIMARY KEY,
  slot_id INTEGER NOT NULL REFERENCES slots (id),
  business_id INTEGER NOT NULL REFERENCES businesses (id),
  -- NULL only for a walk-in: their name, phone and e-mail are the contact_* columns.
  customer_user_id INTEGER REFERENCES users (id),
  event_type_id INTEGER REFERENCES event_types (id),
  event_type_text TEXT,
  package_id INTEGER REFERENCES packages (id) ON DELETE SET NULL,
  worker_id INTEGER REFERENCES business_workers (id) ON DELETE SET NULL,
  number_of_people INTEGER NOT NULL DEFAULT 1 CHECK (number_of_people >= 1),
  message TEXT NOT NULL DEFAULT '',
  contact_name TEXT,
  contact_email TEXT,
  contact_phone TEXT,
  status TEXT NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'verified', 'declined', 'cancelled', 'completed')),
  decline_reason TEXT,
  created_at TEXT NOT NULL,
  modified_at TEXT NOT NULL,
  decided_at TEXT,
  notes TEXT,
  is_walkin INTEGER NOT NULL DEFAULT 0 CHECK (is_walkin IN (0, 1)),
  CHECK (customer_user_id IS NOT NULL OR (is_walkin = 1 AND contact_name IS NOT NULL))
);

INSERT INTO bookings_rebuilt (id, slot_id, business_id, customer_user_id, event_type_id,
  event_type_text, package_id, worker_id, number_of_people, message, contact_name,
  contact_email, contact_phone, status, decline_reason, created_at, modified_at, decided_at,
  notes, is_walkin)
SELECT id, slot_id, business_id, customer_user_id, event_type_id, event_type_text, package_id,
  worker_id, number_of_people, message, contact_name, contact_email, contact_phone, status,
  decline_reason, created_at, modified_at, decided_at, notes, 0
FROM bookings;

DROP TABLE bookings;
ALTER TABLE bookings_rebuilt RENAME TO bookings;

CREATE INDEX bookings_customer ON bookings (customer_user_id, created_at DESC);
CREATE INDEX bookings_business ON bookings (business_id, status, created_at DESC);
CREATE UNIQUE INDEX bookings_one_accepted_per_slot ON bookings (slot_id)
  WHERE status IN ('verified', 'completed');
CREATE UNIQUE INDEX bookings_one_request_per_customer_slot ON bookings (slot_id, customer_user_id)
  WHERE status IN ('pending', 'verified', 'completed');
CREATE INDEX bookings_worker_status ON bookings (worker_id, status) WHERE worker_id IS NOT NULL;

-- As in 0013: no hall or worker accepted twice for overlapping times.
CREATE TRIGGER bookings_no_overlap_insert
BEFORE INSERT ON bookings
WHEN NEW.status IN ('verified', 'completed') AND NEW.worker_id IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'resource double booked')
  WHERE EXISTS (
    SELECT 1
    FROM slots ns
    CROSS JOIN slots os ON os.business_id = ns.business_id AND os.date = ns.date
      AND os.start_time < ns.end_time
    CROSS JOIN bookings o ON o.slot_id = os.id AND o.status IN ('verified', 'completed')
    WHERE ns.id = NEW.slot_id AND ns.start_time < os.end_time AND o.worker_id = NEW.worker_id
  );
END;

CREATE TRIGGER bookings_no_overlap_update
BEFORE UPDATE OF status, worker_id, slot_id ON bookings
WHEN NEW.status IN ('verified', 'completed') AND NEW.worker_id IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'resource double booked')
  WHERE EXISTS (
    SELECT 1
    FROM slots ns
    CROSS JOIN slots os ON os.business_id = ns.business_id AND os.date = ns.date
      AND os.start_time < ns.end_time
    CROSS JOIN bookings o ON o.slot_id = os.id AND o.status IN ('verified', 'completed')
    WHERE ns.id = NEW.slot_id AND ns.start_time < os.end_time AND o.worker_id = NEW.worker_id
      AND o.id <> NEW.id
  );
END;

CREATE TRIGGER slots_no_overlap_move
BEFORE UPDATE OF date, start_time, end_time ON slots
BEGIN
  SELECT RAISE(ABORT, 'resource double booked')
  WHERE EXISTS (
    SELECT 1
    FROM bookings k
    CROSS JOIN slots os ON os.business_id = NEW.business_id AND os.date = NEW.date
      AND os.start_time < NEW.end_time AND os.id <> NEW.id
    CROSS JOIN bookings o ON o.slot_id = os.id AND o.status IN ('verified', 'completed')
    WHERE k.slot_id = NEW.id AND k.status IN ('verified', 'completed')
      AND k.worker_id IS NOT NULL AND NEW.start_time < os.end_time
      AND o.worker_id = k.worker_id
  );
END;

-- As in 0018: every booking change reaches the calendar's change log.
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
