-- Booking requests (docs/product/booking.md#what-a-booking-holds, docs/product/business-desk.md#what-a-business-holds). The constraints do the guarding (docs/architecture.md#2-server-module-shape):
-- a slot holds at most one accepted booking, and a customer asks for a slot at most once
-- while a request of theirs for it is open or accepted.
CREATE TABLE bookings (
  id INTEGER PRIMARY KEY,
  slot_id INTEGER NOT NULL REFERENCES slots (id),
  business_id INTEGER NOT NULL REFERENCES businesses (id),
  customer_user_id INTEGER NOT NULL REFERENCES users (id),
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
  modified_at TEXT NOT NULL
);
CREATE INDEX bookings_customer ON bookings (customer_user_id, created_at DESC);
CREATE INDEX bookings_business ON bookings (business_id, status, created_at DESC);
CREATE UNIQUE INDEX bookings_one_accepted_per_slot ON bookings (slot_id)
  WHERE status IN ('verified', 'completed');
CREATE UNIQUE INDEX bookings_one_request_per_customer_slot ON bookings (slot_id, customer_user_id)
  WHERE status IN ('pending', 'verified', 'completed');
