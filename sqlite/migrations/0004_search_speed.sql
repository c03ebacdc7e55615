-- Faster search paths:
-- * search_meta.version changes whenever searchable data changes (triggers below), so counts
--   can be cached and stay correct.
-- * business_distances holds each business's distance to every city centre within 100 km
--   (the radius filter's maximum), kept by triggers, so a radius search is an index range in
--   distance order.
-- * The FTS index holds live businesses only, ranked with the name weighted highest, so a
--   text-only search never leaves the index.
-- * The covering filter index now starts with rating (minimum-rating filters are a range).
-- * Price sorts get indexes on the expressions they order by.

CREATE TABLE search_meta (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO search_meta (id, version) VALUES (1, 1);

CREATE TRIGGER search_version_business_insert AFTER INSERT ON businesses BEGIN
  UPDATE search_meta SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER search_version_business_update AFTER UPDATE ON businesses BEGIN
  UPDATE search_meta SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER search_version_business_delete AFTER DELETE ON businesses BEGIN
  UPDATE search_meta SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER search_version_package_insert AFTER INSERT ON packages BEGIN
  UPDATE search_meta SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER search_version_package_update AFTER UPDATE ON packages BEGIN
  UPDATE search_meta SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER search_version_package_delete AFTER DELETE ON packages BEGIN
  UPDATE search_meta SET version = version + 1 WHERE id = 1;
END;

CREATE TABLE business_distances (
  city_id INTEGER NOT NULL REFERENCES cities (id),
  business_id INTEGER NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  distance_km REAL NOT NULL,
  PRIMARY KEY (city_id, business_id)
) WITHOUT ROWID;
CREATE INDEX business_distances_order ON business_distances (city_id, distance_km, business_id);
CREATE INDEX business_distances_business ON business_distances (business_id);

CREATE VIEW business_city_distance AS
SELECT b.id AS business_id, c.id AS city_id,
  6371 * acos(min(1, max(-1,
    cos(radians(c.latitude)) * cos(radians(b.latitude)) * cos(radians(b.longitude) - radians(c.longitude))
    + sin(radians(c.latitude)) * sin(radians(b.latitude))))) AS distance_km
FROM businesses b, cities c
WHERE b.latitude IS NOT NULL AND b.longitude IS NOT NULL AND c.latitude IS NOT NULL;

INSERT INTO business_distances (city_id, business_id, distance_km)
SELECT city_id, business_id, distance_km FROM business_city_distance WHERE distance_km <= 100;

CREATE TRIGGER business_distances_insert AFTER INSERT ON businesses
WHEN new.latitude IS NOT NULL AND new.longitude IS NOT NULL BEGIN
  INSERT INTO business_distances (city_id, business_id, distance_km)
  SELECT city_id, business_id, distance_km FROM business_city_distance
  WHERE business_id = new.id AND distance_km <= 100;
END;

CREATE TRIGGER business_distances_update AFTER UPDATE OF latitude, longitude ON businesses BEGIN
  DELETE FROM business_distances WHERE business_id = new.id;
  INSERT INTO business_distances (city_id, business_id, distance_km)
  SELECT city_id, business_id, distance_km FROM business_city_distance
  WHERE business_id = new.id AND distance_km <= 100;
END;

-- Live businesses only in the FTS index.
DROP TRIGGER businesses_fts_insert;
DROP TRIGGER businesses_fts_update;

CREATE TRIGGER businesses_fts_insert AFTER INSERT ON businesses WHEN new.is_deleted = 0 BEGIN
  INSERT INTO businesses_fts (rowid, business_name, business_type, city, address, bio)
  VALUES (
    new.id,
    new.business_name,
    (SELECT name FROM business_types WHERE id = new.business_type_id),
    (SELECT name FROM cities WHERE id = new.city_id),
    new.address,
    new.bio
  );
END;

CREATE TRIGGER businesses_fts_update
AFTER UPDATE OF business_name, business_type_id, city_id, address, bio, is_deleted ON businesses
BEGIN
  DELETE FROM businesses_fts WHERE rowid = old.id;
  INSERT INTO businesses_fts (rowid, business_name, business_type, city, address, bio)
  SELECT new.id, new.business_name,
    (SELECT name FROM business_types WHERE id = new.business_type_id),
    (SELECT name FROM cities WHERE id = new.city_id),
    new.address, new.bio
  WHERE new.is_deleted = 0;
END;

DELETE FROM businesses_fts WHERE rowid IN (SELECT id FROM businesses WHERE is_deleted = 1);
INSERT INTO businesses_fts (businesses_fts, rank) VALUES ('rank', 'bm25(10.0, 4.0, 4.0, 2.0, 1.0)');

DROP INDEX businesses_filter;
CREATE INDEX businesses_filter ON businesses (
  rating, business_type_id, city_id, review_count, is_featured, is_verified,
  has_online_booking, has_instant_booking, no_of_packages, min_price, max_price, created_at,
  latitude, longitude, is_deleted
);

-- Price sorts put vendors without packages last: index the very expression they order by.
DROP INDEX businesses_by_min_price;
DROP INDEX businesses_by_max_price;
CREATE INDEX businesses_by_min_price ON businesses ((min_price IS NULL), min_price, id)
  WHERE is_deleted = 0;
CREATE INDEX businesses_by_max_price ON businesses ((max_price IS NULL), max_price DESC, id)
  WHERE is_deleted = 0;

ANALYZE;
