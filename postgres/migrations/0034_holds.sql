-- PostgreSQL's half of 0034 (docs/architecture.md#10-two-engines): holding a date
-- (docs/product/payments.md#holding-a-date).
ALTER TABLE bookings ADD COLUMN hold_until text;
ALTER TABLE weddings ADD COLUMN hold_until text;
ALTER TABLE businesses ADD COLUMN hold_days integer NOT NULL DEFAULT 3
  CHECK (hold_days BETWEEN 0 AND 30);
ALTER TABLE businesses ADD COLUMN advance_percent integer NOT NULL DEFAULT 30
  CHECK (advance_percent BETWEEN 0 AND 100);
CREATE INDEX bookings_held ON bookings (hold_until) WHERE status = 'verified' AND hold_until IS NOT NULL;
CREATE INDEX weddings_held ON weddings (hold_until) WHERE hold_until IS NOT NULL;
CREATE TABLE hold_reminders (
  subject text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('day_before', 'due_day')),
  hold_until text NOT NULL,
  sent_at text NOT NULL,
  PRIMARY KEY (subject, kind, hold_until)
);
-- PostgreSQL fixed the view's * when 0027 made it; it takes the new column as SQLite's does.
CREATE OR REPLACE VIEW slot_holding_bookings AS
SELECT * FROM bookings WHERE status IN ('verified', 'completed');
