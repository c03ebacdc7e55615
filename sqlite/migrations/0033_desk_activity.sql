-- Who did what on a desk (docs/product/accounts.md#who-did-what): the account that made each
-- booking, slot change, payment and answer, and the device's own account when a shared tablet
-- made it acting as a member. Rows older than this name nobody (NULL).
ALTER TABLE bookings ADD COLUMN created_by_user_id INTEGER REFERENCES users (id);
ALTER TABLE bookings ADD COLUMN device_user_id INTEGER REFERENCES users (id);
ALTER TABLE bookings ADD COLUMN answered_by_user_id INTEGER REFERENCES users (id);
ALTER TABLE slots ADD COLUMN created_by_user_id INTEGER REFERENCES users (id);
ALTER TABLE slots ADD COLUMN device_user_id INTEGER REFERENCES users (id);
ALTER TABLE payments ADD COLUMN device_user_id INTEGER REFERENCES users (id);
-- The desk's Activity list: one row per change, written in the change's own transaction. The
-- subject's ids are plain numbers, not references: a removed slot's row stays. `details` is
-- what the summary says after the kind's words, as it was when the change was made.
CREATE TABLE desk_activity (
  id INTEGER PRIMARY KEY,
  business_id INTEGER NOT NULL REFERENCES businesses (id),
  user_id INTEGER NOT NULL REFERENCES users (id),
  device_user_id INTEGER REFERENCES users (id),
  kind TEXT NOT NULL,
  booking_id INTEGER,
  slot_id INTEGER,
  payment_id INTEGER,
  wedding_id INTEGER,
  details TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX desk_activity_business ON desk_activity (business_id, created_at DESC, id DESC);
CREATE INDEX desk_activity_user ON desk_activity (business_id, user_id, created_at DESC, id DESC);
