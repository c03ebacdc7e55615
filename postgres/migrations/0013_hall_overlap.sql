-- PostgreSQL's half of 0013 (docs/architecture.md#10-two-engines): no hall or team is ever held
-- by two accepted bookings at overlapping times (docs/product/decisions.md#the-decisions-at-a-glance).
-- SQLite checks it with triggers, which is safe there because writers take turns. PostgreSQL's
-- writers do not: two transactions could each find no clash and both commit. So the guard is an
-- exclusion constraint, which the database enforces across concurrent transactions (the second
-- waits for the first and is refused if it commits): resource_double_booked, the same name as
-- SQLite's trigger, answered 409 from the same table (server/src/http/constraint-errors.ts).
--
-- A constraint reads one table, and a booking's time is its slot's: booking_holds keeps, for each
-- booking that holds a hall or team (accepted or completed, with worker_id), that worker and
-- its slot's period. It has no SQLite twin; triggers keep it in step with bookings and slots, so
-- nothing writes it directly. Moving a slot moves its bookings' holds, and the constraint refuses
-- the move when they would clash, as SQLite's slots_no_overlap_move does.

-- The owner's notes on an accepted booking.
ALTER TABLE bookings ADD COLUMN notes text;

CREATE EXTENSION IF NOT EXISTS btree_gist;

-- A slot's day and times as a period, [start, end): slots that only touch do not overlap.
-- Built from the ISO text's numbers, so it is immutable, as an index expression must be.
CREATE FUNCTION slot_period(day text, starts text, ends text) RETURNS tsrange
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT tsrange(
    make_date(substr(day, 1, 4)::int, substr(day, 6, 2)::int, substr(day, 9, 2)::int)
      + make_interval(hours => substr(starts, 1, 2)::int, mins => substr(starts, 4, 2)::int),
    make_date(substr(day, 1, 4)::int, substr(day, 6, 2)::int, substr(day, 9, 2)::int)
      + make_interval(hours => substr(ends, 1, 2)::int, mins => substr(ends, 4, 2)::int),
    '[)')
$$;

CREATE TABLE booking_holds (
  booking_id bigint PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
  worker_id bigint NOT NULL,
  held tsrange NOT NULL,
  CONSTRAINT resource_double_booked EXCLUDE USING gist (worker_id WITH =, held WITH &&)
);

-- A booking's hold follows its status, hall or team, and slot.
CREATE FUNCTION booking_hold_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('verified', 'completed') AND NEW.worker_id IS NOT NULL THEN
    INSERT INTO booking_holds (booking_id, worker_id, held)
    SELECT NEW.id, NEW.worker_id, slot_period(s.date, s.start_time, s.end_time)
    FROM slots s WHERE s.id = NEW.slot_id
    ON CONFLICT (booking_id) DO UPDATE SET worker_id = EXCLUDED.worker_id, held = EXCLUDED.held;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM booking_holds WHERE booking_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER booking_hold_kept AFTER INSERT OR UPDATE OF status, worker_id, slot_id ON bookings
FOR EACH ROW EXECUTE FUNCTION booking_hold_kept();

-- A slot that moves takes its bookings' holds with it.
CREATE FUNCTION slot_holds_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE booking_holds h SET held = slot_period(NEW.date, NEW.start_time, NEW.end_time)
  FROM bookings k WHERE k.slot_id = NEW.id AND h.booking_id = k.id;
  RETURN NULL;
END;
$$;

CREATE TRIGGER slot_holds_moved AFTER UPDATE OF date, start_time, end_time ON slots
FOR EACH ROW EXECUTE FUNCTION slot_holds_moved();
