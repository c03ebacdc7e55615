-- PostgreSQL's half of 0027 (docs/architecture.md#10-two-engines): the bookings that hold their
-- slot, accepted or completed.
CREATE VIEW slot_holding_bookings AS
SELECT * FROM bookings WHERE status IN ('verified', 'completed');
