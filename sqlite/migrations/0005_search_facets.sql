-- The FTS index gains a "facets" column of tokens for the type (t<id>), the city (c<id>) and
-- the yes/no filters, so a text search with those filters is answered inside FTS5, which
-- intersects posting lists, instead of looking up every matching business row.

DROP TRIGGER businesses_fts_insert;
DROP TRIGGER businesses_fts_update;
DROP TRIGGER businesses_fts_delete;
DROP TABLE businesses_fts;

CREATE VIRTUAL TABLE businesses_fts USING fts5 (
  business_name,
  business_type,
  city,
  address,
  bio,
  facets,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);
INSERT INTO businesses_fts (businesses_fts, rank) VALUES ('rank', 'bm25(10.0, 4.0, 4.0, 2.0, 1.0, 0.0)');

CREATE VIEW business_search_document AS
SELECT b.id, b.business_name, t.name AS business_type, c.name AS city, b.address, b.bio,
  't' || b.business_type_id || ' c' || b.city_id
    || CASE WHEN b.is_verified = 1 THEN ' verified' ELSE '' END
    || CASE WHEN b.has_online_booking = 1 THEN ' online' ELSE '' END
    || CASE WHEN b.has_instant_booking = 1 THEN ' instant' ELSE '' END
    || CASE WHEN b.no_of_packages >= 3 THEN ' deals' ELSE '' END AS facets
FROM businesses b
JOIN business_types t ON t.id = b.business_type_id
JOIN cities c ON c.id = b.city_id
WHERE b.is_deleted = 0;

INSERT INTO businesses_fts (rowid, business_name, business_type, city, address, bio, facets)
SELECT id, business_name, business_type, city, address, bio, facets FROM business_search_document;

CREATE TRIGGER businesses_fts_insert AFTER INSERT ON businesses BEGIN
  INSERT INTO businesses_fts (rowid, business_name, business_type, city, address, bio, facets)
  SELECT id, business_name, business_type, city, address, bio, facets
  FROM business_search_document WHERE id = new.id;
END;

CREATE TRIGGER businesses_fts_update
AFTER UPDATE OF business_name, business_type_id, city_id, address, bio, is_deleted, is_verified,
  has_online_booking, has_instant_booking, no_of_packages ON businesses
BEGIN
  DELETE FROM businesses_fts WHERE rowid = old.id;
  INSERT INTO businesses_fts (rowid, business_name, business_type, city, address, bio, facets)
  SELECT id, business_name, business_type, city, address, bio, facets
  FROM business_search_document WHERE id = new.id;
END;

CREATE TRIGGER businesses_fts_delete AFTER DELETE ON businesses BEGIN
  DELETE FROM businesses_fts WHERE rowid = old.id;
END;
