-- PostgreSQL's half of 0009 (docs/architecture.md#10-two-engines): a review belongs to the
-- customer's own booking, one review per booking.
ALTER TABLE reviews ADD COLUMN booking_id bigint REFERENCES bookings (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX reviews_one_per_booking ON reviews (booking_id) WHERE booking_id IS NOT NULL;
CREATE INDEX reviews_user ON reviews (user_id, created_at DESC);
