-- The payments ledger (docs/product/decisions.md#payments-ledger): the owner records what a customer paid against
-- a confirmed booking, as an advance or the balance, and how. No gateway yet, so nothing here
-- is pending: a recorded payment is completed until the owner refunds it. Amounts are whole PKR.
CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings (id),
  business_id INTEGER NOT NULL REFERENCES businesses (id),
  recorded_by_user_id INTEGER NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL CHECK (kind IN ('advance', 'balance')),
  method TEXT NOT NULL
    CHECK (method IN ('cash', 'bank_transfer', 'jazzcash', 'easypaisa', 'card')),
  amount INTEGER NOT NULL CHECK (typeof(amount) = 'integer' AND amount > 0),
  -- The transaction id the owner types from a receipt, when there is one.
  reference TEXT,
  note TEXT,
  status TEXT NOT NULL DEFAULT 'completed' CHECK (status IN ('completed', 'refunded')),
  -- The day the money was received, YYYY-MM-DD in Pakistan.
  paid_on TEXT NOT NULL CHECK (paid_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  created_at TEXT NOT NULL,
  modified_at TEXT NOT NULL
);
-- The customer's list reaches payments through their bookings; the owner's by business.
CREATE INDEX payments_booking ON payments (booking_id, paid_on DESC);
CREATE INDEX payments_business ON payments (business_id, paid_on DESC, id DESC);
