-- PostgreSQL's half of 0037 (docs/architecture.md#10-two-engines): the calendar's change log is
-- written as a transaction commits, not at each change. 0018 noted a change under a lock on its
-- business's row, held from the transaction's first change of that calendar to its end, so
-- that the log's ids commit in order. Every write of one business then ran the rest of its
-- statements one writer at a time behind that lock: an owner's desk accepting a day's requests
-- at once waited on it for most of each accept (the bench's accepts at one business: about
-- 180 a second whatever else changed). As deferred constraint triggers, under the same names and
-- with the same function, the changes are noted, the lock taken and the ids drawn at COMMIT:
-- the ids still commit in order, and the lock is held for the commit alone.
DROP TRIGGER calendar_slot_changed ON slots;
DROP TRIGGER calendar_booking_changed ON bookings;
DROP TRIGGER calendar_worker_changed ON business_workers;

CREATE CONSTRAINT TRIGGER calendar_slot_changed AFTER INSERT OR UPDATE OR DELETE ON slots
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION calendar_change_noted('slot');
CREATE CONSTRAINT TRIGGER calendar_booking_changed AFTER INSERT OR UPDATE OR DELETE ON bookings
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION calendar_change_noted('booking');
CREATE CONSTRAINT TRIGGER calendar_worker_changed
AFTER INSERT OR UPDATE OR DELETE ON business_workers
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION calendar_change_noted('worker');
