-- No hall (or worker) is ever accepted twice for overlapping times (docs/product/decisions.md#the-decisions-at-a-glance).
-- The owners' service checks this inside the same IMMEDIATE transaction as the update; these
-- triggers are the last guard, for code that forgets. Their text, 'resource double booked',
-- is what the service maps to the same 409 as its own check.
--
-- Cost: the check walks the slots of the booking's business on that date whose start is
-- before the new end (slots_business_date: business_id, date, start_time), then each one's
-- accepted booking through the partial unique index bookings_one_accepted_per_slot, so it
-- reads the handful of slots of one day, never a hall's whole history. CROSS JOIN keeps that
-- order: with ANALYZE's statistics the planner otherwise chose to scan every accepted booking.

-- The owner's own notes on an accepted booking (docs/product/requests.md#booking-requests-screen: notes editing for verified).
ALTER TABLE bookings ADD COLUMN notes TEXT;

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

-- Moving a slot that holds an accepted booking with a hall onto another accepted booking of
-- that hall is the same double booking, reached from the calendar's side.
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
