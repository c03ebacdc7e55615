-- Holding a date (docs/product/payments.md#holding-a-date): an accepted booking's or wedding's
-- deadline for its advance (an ISO moment in UTC; NULL when none), kept on a booking cancelled
-- when it passed (an expired hold); the business's hold period in days (0: no deadline) and
-- the advance a single booking owes, as a percentage of its total.
ALTER TABLE bookings ADD COLUMN hold_until TEXT;
ALTER TABLE weddings ADD COLUMN hold_until TEXT;
ALTER TABLE businesses ADD COLUMN hold_days INTEGER NOT NULL DEFAULT 3
  CHECK (hold_days BETWEEN 0 AND 30);
ALTER TABLE businesses ADD COLUMN advance_percent INTEGER NOT NULL DEFAULT 30
  CHECK (advance_percent BETWEEN 0 AND 100);
-- The expiry job's and the reminders' scan: held bookings and weddings by deadline.
CREATE INDEX bookings_held ON bookings (hold_until) WHERE status = 'verified' AND hold_until IS NOT NULL;
CREATE INDEX weddings_held ON weddings (hold_until) WHERE hold_until IS NOT NULL;
-- A hold's reminder, sent once: its row is inserted first (ON CONFLICT DO NOTHING) and only the
-- run that inserted it sends (as wedding_reminders). A new deadline is a new row.
CREATE TABLE hold_reminders (
  subject TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('day_before', 'due_day')),
  hold_until TEXT NOT NULL,
  sent_at TEXT NOT NULL,
  PRIMARY KEY (subject, kind, hold_until)
);
