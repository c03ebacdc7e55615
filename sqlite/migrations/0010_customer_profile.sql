-- The customer profile's own fields (docs/product/booking.md#what-a-booking-holds).
ALTER TABLE users ADD COLUMN address TEXT;
ALTER TABLE users ADD COLUMN bio TEXT;
