-- Weddings (docs/product/weddings.md): several events of one business booked together, a
-- payment plan of instalments, payments with the payer's name, and the reminders already sent.
-- A wedding's events are ordinary bookings carrying its id; its payments are ordinary ledger
-- payments (held by its earliest accepted event) carrying its id and the payer's name, so the
-- statistics, the report and refunds count them as before. Allocation of payments to
-- instalments and the instalments' dates and states are read, never stored
-- (shared/src/domain/payment-plan.ts).
CREATE TABLE weddings (
  id INTEGER PRIMARY KEY,
  business_id INTEGER NOT NULL REFERENCES businesses (id),
  -- NULL only for a walk-in wedding: the family's details are the contact_* columns.
  customer_user_id INTEGER REFERENCES users (id),
  title TEXT NOT NULL,
  message TEXT NOT NULL DEFAULT '',
  is_walkin INTEGER NOT NULL DEFAULT 0 CHECK (is_walkin IN (0, 1)),
  contact_name TEXT,
  contact_phone TEXT,
  contact_email TEXT,
  -- The Pakistan day it was booked, YYYY-MM-DD: the default advance falls due on it.
  booked_on TEXT NOT NULL CHECK (booked_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  created_at TEXT NOT NULL,
  modified_at TEXT NOT NULL,
  CHECK (customer_user_id IS NOT NULL OR (is_walkin = 1 AND contact_name IS NOT NULL))
);
CREATE INDEX weddings_business ON weddings (business_id, id DESC);
CREATE INDEX weddings_customer ON weddings (customer_user_id, id DESC);

ALTER TABLE bookings ADD COLUMN wedding_id INTEGER REFERENCES weddings (id);
CREATE INDEX bookings_wedding ON bookings (wedding_id) WHERE wedding_id IS NOT NULL;

CREATE TABLE wedding_plan_items (
  id INTEGER PRIMARY KEY,
  wedding_id INTEGER NOT NULL REFERENCES weddings (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  label TEXT NOT NULL,
  basis TEXT NOT NULL CHECK (basis IN ('fixed', 'percent', 'remainder')),
  amount INTEGER CHECK (amount IS NULL OR amount > 0),
  percent INTEGER CHECK (percent IS NULL OR percent BETWEEN 1 AND 100),
  -- Exactly one: a day, or a number of days before or after one of the wedding's events.
  due_on TEXT,
  before_booking_id INTEGER REFERENCES bookings (id),
  after_booking_id INTEGER REFERENCES bookings (id),
  days INTEGER NOT NULL DEFAULT 0 CHECK (days BETWEEN 0 AND 365),
  UNIQUE (wedding_id, position),
  CHECK ((due_on IS NOT NULL) + (before_booking_id IS NOT NULL) + (after_booking_id IS NOT NULL) = 1),
  CHECK ((basis = 'fixed') = (amount IS NOT NULL)),
  CHECK ((basis = 'percent') = (percent IS NOT NULL))
);
-- At most one remainder per plan.
CREATE UNIQUE INDEX wedding_plan_one_remainder ON wedding_plan_items (wedding_id)
  WHERE basis = 'remainder';

-- A reminder sent, once per instalment and kind: the job inserts before it notifies, and a
-- second run (or another process) finds the row and sends nothing.
CREATE TABLE wedding_reminders (
  plan_item_id INTEGER NOT NULL REFERENCES wedding_plan_items (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('week_before', 'due_day', 'overdue')),
  due_on TEXT NOT NULL,
  sent_at TEXT NOT NULL,
  PRIMARY KEY (plan_item_id, kind)
);

ALTER TABLE payments ADD COLUMN wedding_id INTEGER REFERENCES weddings (id);
ALTER TABLE payments ADD COLUMN payer_name TEXT;
CREATE INDEX payments_wedding ON payments (wedding_id) WHERE wedding_id IS NOT NULL;
