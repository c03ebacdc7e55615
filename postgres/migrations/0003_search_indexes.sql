-- PostgreSQL's half of 0003 (docs/architecture.md#10-two-engines): indexes shaped for the
-- search's sorts, partial on live businesses, so a page in the listings' order is an index walk
-- that stops at LIMIT. SQLite's 0003 drops 0002's single-purpose indexes, which PostgreSQL's
-- 0002 never made; its first covering filter index is 0004's here.

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
