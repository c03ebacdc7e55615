-- What a booking costs (docs/product/texts.md#limits: package price × number_of_people, default 1). The spec's
-- formula reads a package's price as per guest; packages sold for the whole event (a marquee's
-- evening, a photographer's day) say so, and their total is the price alone. The rule is
-- shared/src/domain/pricing.ts `bookingTotal`; booking_totals is its one home in SQL, read by
-- the owner's receivables and statistics.
ALTER TABLE packages ADD COLUMN price_basis TEXT NOT NULL DEFAULT 'per_person'
  CHECK (price_basis IN ('per_person', 'per_event'));

CREATE VIEW booking_totals AS
SELECT k.id AS booking_id,
  CASE
    WHEN pk.id IS NULL THEN 0
    WHEN pk.price_basis = 'per_event' THEN pk.price
    ELSE pk.price * max(1, k.number_of_people)
  END AS total_amount
FROM bookings k
LEFT JOIN packages pk ON pk.id = k.package_id;
