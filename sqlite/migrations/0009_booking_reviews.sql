-- Reviews written by customers about their own bookings: one review per booking.
ALTER TABLE reviews ADD COLUMN booking_id INTEGER REFERENCES bookings (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX reviews_one_per_booking ON reviews (booking_id) WHERE booking_id IS NOT NULL;
CREATE INDEX reviews_user ON reviews (user_id, created_at DESC);
