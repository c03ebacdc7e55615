-- The database's last guards refuse by name: a unique index is named by SQLite's
-- message (its table and columns, which the server reads back to the index's name), and a
-- trigger by its RAISE message. server/src/http/constraint-errors.ts maps each name to its
-- answer, once. 0019's overlap triggers raised a sentence; here they raise a name, and read
-- slot_holding_bookings (0027) for the bookings that already hold a hall or team.
DROP TRIGGER bookings_no_overlap_insert;
DROP TRIGGER bookings_no_overlap_update;
DROP TRIGGER slots_no_overlap_move;

-- No hall or worker accepted twice for overlapping times (as in 0013).
CREATE TRIGGER bookings_no_overlap_insert
BEFORE INSERT ON bookings
WHEN NEW.status IN ('verified', 'completed') AND NEW.worker_id IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'resource_double_booked')
  WHERE EXISTS (
    SELECT 1
    FROM slots ns
    CROSS JOIN slots os ON os.business_id = ns.business_id AND os.date = ns.date
      AND os.start_time < ns.end_time
    CROSS JOIN slot_holding_bookings o ON o.slot_id = os.id
    WHERE ns.id = NEW.slot_id AND ns.start_time < os.end_time AND o.worker_id = NEW.worker_id
  );
END;

CREATE TRIGGER bookings_no_overlap_update
BEFORE UPDATE OF status, worker_id, slot_id ON bookings
WHEN NEW.status IN ('verified', 'completed') AND NEW.worker_id IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'resource_double_booked')
  WHERE EXISTS (
    SELECT 1
    FROM slots ns
    CROSS JOIN slots os ON os.business_id = ns.business_id AND os.date = ns.date
      AND os.start_time < ns.end_time
    CROSS JOIN slot_holding_bookings o ON o.slot_id = os.id
    WHERE ns.id = NEW.slot_id AND ns.start_time < os.end_time AND o.worker_id = NEW.worker_id
      AND o.id <> NEW.id
  );
END;

CREATE TRIGGER slots_no_overlap_move
BEFORE UPDATE OF date, start_time, end_time ON slots
BEGIN
  SELECT RAISE(ABORT, 'resource_double_booked')
  WHERE EXISTS (
    SELECT 1
    FROM slot_holding_bookings k
    CROSS JOIN slots os ON os.business_id = NEW.business_id AND os.date = NEW.date
      AND os.start_time < NEW.end_time AND os.id <> NEW.id
    CROSS JOIN slot_holding_bookings o ON o.slot_id = os.id
    WHERE k.slot_id = NEW.id AND k.worker_id IS NOT NULL AND NEW.start_time < os.end_time
      AND o.worker_id = k.worker_id
  );
END;
