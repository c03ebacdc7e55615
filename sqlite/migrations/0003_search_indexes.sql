-- Indexes shaped for the search's sorts, partial on live businesses so that the search's
-- "is_deleted = 0" lets SQLite walk them in order and stop at the page (LIMIT), instead of
-- reading and sorting every matching row. The filter index holds every column the filters
-- and sorts read, so counts and unusual combinations never touch the wide table rows.

DROP INDEX businesses_rating;
DROP INDEX businesses_city_rating;
DROP INDEX businesses_type_rating;
DROP INDEX businesses_created;

CREATE INDEX businesses_rank ON businesses
  (is_featured DESC, rating DESC, review_count DESC, id) WHERE is_deleted = 0;
CREATE INDEX businesses_type_rank ON businesses
  (business_type_id, is_featured DESC, rating DESC, review_count DESC, id) WHERE is_deleted = 0;
CREATE INDEX businesses_city_rank ON businesses
  (city_id, is_featured DESC, rating DESC, review_count DESC, id) WHERE is_deleted = 0;

CREATE INDEX businesses_by_rating ON businesses
  (rating DESC, review_count DESC, id) WHERE is_deleted = 0;
CREATE INDEX businesses_type_by_rating ON businesses
  (business_type_id, rating DESC, review_count DESC, id) WHERE is_deleted = 0;
CREATE INDEX businesses_city_by_rating ON businesses
  (city_id, rating DESC, review_count DESC, id) WHERE is_deleted = 0;

CREATE INDEX businesses_newest ON businesses (created_at DESC, id DESC) WHERE is_deleted = 0;
CREATE INDEX businesses_by_min_price ON businesses (min_price, id) WHERE is_deleted = 0;
CREATE INDEX businesses_by_max_price ON businesses (max_price DESC, id) WHERE is_deleted = 0;

CREATE INDEX businesses_filter ON businesses (
  business_type_id, city_id, rating, review_count, is_featured, is_verified,
  has_online_booking, has_instant_booking, no_of_packages, min_price, max_price, created_at,
  latitude, longitude, is_deleted
);

ANALYZE;
