-- PostgreSQL's half of 0004 (docs/architecture.md#10-two-engines): each business's distance to
-- every city centre within 100 km (the radius filter's maximum), kept by a trigger, so a radius
-- search is an index range in distance order; the covering filter index; the price sorts'
-- expression indexes. Not here: SQLite's search_meta, a version row every write of a business
-- or package bumps so counts can be cached. On PostgreSQL that one row would make every such
-- writer wait for the others (and fail SERIALIZABLE transactions), so PostgreSQL counts afresh.

CREATE TABLE business_distances (
  city_id bigint NOT NULL REFERENCES cities (id),
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  distance_km double precision NOT NULL,
  PRIMARY KEY (city_id, business_id)
);
CREATE INDEX business_distances_order ON business_distances (city_id, distance_km, business_id);
CREATE INDEX business_distances_business ON business_distances (business_id);

CREATE VIEW business_city_distance AS
SELECT b.id AS business_id, c.id AS city_id,
  6371 * acos(least(1, greatest(-1,
    cos(radians(c.latitude)) * cos(radians(b.latitude)) * cos(radians(b.longitude) - radians(c.longitude))
    + sin(radians(c.latitude)) * sin(radians(b.latitude))))) AS distance_km
FROM businesses b, cities c
WHERE b.latitude IS NOT NULL AND b.longitude IS NOT NULL AND c.latitude IS NOT NULL;

INSERT INTO business_distances (city_id, business_id, distance_km)
SELECT city_id, business_id, distance_km FROM business_city_distance WHERE distance_km <= 100;

CREATE FUNCTION business_distances_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM business_distances WHERE business_id = NEW.id;
  END IF;
  INSERT INTO business_distances (city_id, business_id, distance_km)
  SELECT city_id, business_id, distance_km FROM business_city_distance
  WHERE business_id = NEW.id AND distance_km <= 100;
  RETURN NULL;
END;
$$;

CREATE TRIGGER business_distances_insert AFTER INSERT ON businesses
FOR EACH ROW WHEN (NEW.latitude IS NOT NULL AND NEW.longitude IS NOT NULL)
EXECUTE FUNCTION business_distances_write();
CREATE TRIGGER business_distances_update AFTER UPDATE OF latitude, longitude ON businesses
FOR EACH ROW EXECUTE FUNCTION business_distances_write();

CREATE INDEX businesses_filter ON businesses (
  rating, business_type_id, city_id, review_count, is_featured, is_verified,
  has_online_booking, has_instant_booking, no_of_packages, min_price, max_price, created_at,
  latitude, longitude, is_deleted
);

-- Price sorts put vendors without packages last: index the very expression they order by.
CREATE INDEX businesses_by_min_price ON businesses ((min_price IS NULL), min_price, id)
  WHERE is_deleted = 0;
CREATE INDEX businesses_by_max_price ON businesses ((max_price IS NULL), max_price DESC, id)
  WHERE is_deleted = 0;

ANALYZE businesses;
