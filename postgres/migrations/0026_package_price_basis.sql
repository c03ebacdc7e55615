-- PostgreSQL's half of 0026 (docs/architecture.md#10-two-engines): the package's price basis and
-- the booking total (docs/product/requests.md#the-booking-total); greatest() is SQLite's max().
ALTER TABLE packages ADD COLUMN price_basis text NOT NULL DEFAULT 'per_person'
  CHECK (price_basis IN ('per_person', 'per_event'));

CREATE VIEW booking_totals AS
SELECT k.id AS booking_id,
  CASE
    WHEN pk.id IS NULL THEN 0
    WHEN pk.price_basis = 'per_event' THEN pk.price
    ELSE pk.price * greatest(1, k.number_of_people)
  END AS total_amount
FROM bookings k
LEFT JOIN packages pk ON pk.id = k.package_id;
