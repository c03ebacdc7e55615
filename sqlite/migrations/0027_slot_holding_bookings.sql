-- Which bookings hold their slot (and its hall or team): an accepted one, and one completed
-- after its day. No second booking may hold the same slot or the same hall at an overlapping
-- time. shared/src/domain/booking.ts `holdsSlot` is the rule for code; slot_holding_bookings
-- is its one home in SQL (as booking_totals is for prices), read by every query that asks
-- who holds a slot or a hall: the owner's accept and walk-in checks, the calendar's slots,
-- receivables and statistics. Only what cannot read a view states the list itself: the
-- partial unique index bookings_one_accepted_per_slot and the overlap triggers' WHEN.
-- A later rebuild of bookings (0019's way) drops and makes these views again.
CREATE VIEW slot_holding_bookings AS
SELECT * FROM bookings WHERE status IN ('verified', 'completed');
