-- Staff on the desk (docs/product/accounts.md#staff-and-roles): the people an owner adds to
-- work the business's desk, each with a role (shared/src/domain/desk-roles.ts). A member signs
-- in with an account of their own (a users row, never an owner's); this row says which
-- business they work for and as what. Removing someone keeps the row, with removed_at, so what
-- they did still names them; their sessions end with it.
CREATE TABLE business_staff (
  id INTEGER PRIMARY KEY,
  business_id INTEGER NOT NULL REFERENCES businesses (id),
  user_id INTEGER NOT NULL UNIQUE REFERENCES users (id),
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('manager', 'front_desk')),
  -- The shared tablet's PIN: PBKDF2-SHA256 of it with pin_salt, as the device checks it
  -- offline; NULL when the member has no PIN.
  pin_hash TEXT,
  pin_salt TEXT,
  -- Wrong PINs in a row, and the lock they earn.
  pin_failures INTEGER NOT NULL DEFAULT 0,
  pin_locked_until TEXT,
  created_at TEXT NOT NULL,
  modified_at TEXT NOT NULL,
  removed_at TEXT
);
CREATE INDEX business_staff_business ON business_staff (business_id, id);
