-- PostgreSQL's half of 0019 (docs/architecture.md#10-two-engines): a walk-in's booking has no
-- customer user. PostgreSQL drops the NOT NULL in place, where SQLite rebuilt the table, so the
-- table keeps 0014's bookings_worker_status, which SQLite's rebuild makes again.
ALTER TABLE bookings ALTER COLUMN customer_user_id DROP NOT NULL;
ALTER TABLE bookings ADD COLUMN is_walkin smallint NOT NULL DEFAULT 0 CHECK (is_walkin IN (0, 1));
ALTER TABLE bookings ADD CONSTRAINT bookings_customer_or_walkin
  CHECK (customer_user_id IS NOT NULL OR (is_walkin = 1 AND contact_name IS NOT NULL));
