-- Vendors a customer keeps (docs/product/booking.md#what-a-booking-holds): one row per customer and business.
CREATE TABLE favorites (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  business_id INTEGER NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  UNIQUE (user_id, business_id)
);
CREATE INDEX favorites_business ON favorites (business_id);
