-- Search reads words as Pakistan types them (docs/product/discovery.md#how-search-reads-words):
-- the FTS index gains what a vendor offers (its type's name, its services and its packages),
-- the spelling keys of its name (name_keys) and of what it offers (offer_keys), computed by
-- search_keys(), the function the server registers on every connection from the shared module
-- that folds the words people type (shared/src/domain/search-keys.ts). Results are ordered by
-- how a vendor matches (name, then type and offers, then the rest) and then like the listings,
-- so bm25's weights go. A vendor's services and packages now write its row too.

DROP TRIGGER businesses_fts_insert;
DROP TRIGGER businesses_fts_update;
DROP TRIGGER businesses_fts_delete;
DROP VIEW business_search_document;
DROP TABLE businesses_fts;

CREATE VIRTUAL TABLE businesses_fts USING fts5 (
  business_name,
  business_type,
  city,
  address,
  bio,
  offers,
  name_keys,
  offer_keys,
  facets,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

CREATE VIEW business_search_document AS
SELECT b.id, b.business_name, t.name AS business_type, c.name AS city, b.address, b.bio,
  trim(coalesce((SELECT group_concat(s.name, ' ') FROM business_services v
      JOIN service_types s ON s.id = v.service_type_id WHERE v.business_id = b.id), '')
    || ' ' || coalesce((SELECT group_concat(p.package_name, ' ') FROM packages p
      WHERE p.business_id = b.id), '')) AS offers,
  't' || b.business_type_id || ' c' || b.city_id
    || CASE WHEN b.is_verified = 1 THEN ' verified' ELSE '' END
    || CASE WHEN b.has_online_booking = 1 THEN ' online' ELSE '' END
    || CASE WHEN b.has_instant_booking = 1 THEN ' instant' ELSE '' END
    || CASE WHEN b.no_of_packages >= 3 THEN ' deals' ELSE '' END AS facets
FROM businesses b
JOIN business_types t ON t.id = b.business_type_id
JOIN cities c ON c.id = b.city_id
WHERE b.is_deleted = 0;

-- One vendor's row, written again: the triggers below run it for the vendor that changed.
CREATE VIEW business_search_row AS
SELECT id, business_name, business_type, city, address, bio, offers,
  search_keys(business_name) AS name_keys,
  search_keys(business_type || ' ' || offers) AS offer_keys, facets
FROM business_search_document;

INSERT INTO businesses_fts (rowid, business_name, business_type, city, address, bio, offers,
  name_keys, offer_keys, facets)
SELECT * FROM business_search_row;

CREATE TRIGGER businesses_fts_insert AFTER INSERT ON businesses BEGIN
  INSERT INTO businesses_fts (rowid, business_name, business_type, city, address, bio, offers,
    name_keys, offer_keys, facets)
  SELECT * FROM business_search_row WHERE id = new.id;
END;

CREATE TRIGGER businesses_fts_update
AFTER UPDATE OF business_name, business_type_id, city_id, address, bio, is_deleted, is_verified,
  has_online_booking, has_instant_booking, no_of_packages ON businesses
BEGIN
  DELETE FROM businesses_fts WHERE rowid = old.id;
  INSERT INTO businesses_fts (rowid, business_name, business_type, city, address, bio, offers,
    name_keys, offer_keys, facets)
  SELECT * FROM business_search_row WHERE id = new.id;
END;

CREATE TRIGGER businesses_fts_delete AFTER DELETE ON businesses BEGIN
  DELETE FROM businesses_fts WHERE rowid = old.id;
END;

CREATE TRIGGER businesses_fts_service_insert AFTER INSERT ON business_services BEGIN
  DELETE FROM businesses_fts WHERE rowid = new.business_id;
  INSERT INTO businesses_fts (rowid, business_name, business_type, city, address, bio, offers,
    name_keys, offer_keys, facets)
  SELECT * FROM business_search_row WHERE id = new.business_id;
  UPDATE search_meta SET version = version + 1 WHERE id = 1;
END;

CREATE TRIGGER businesses_fts_service_delete AFTER DELETE ON business_services BEGIN
  DELETE FROM businesses_fts WHERE rowid = old.business_id;
  INSERT INTO businesses_fts (rowid, business_name, business_type, city, address, bio, offers,
    name_keys, offer_keys, facets)
  SELECT * FROM business_search_row WHERE id = old.business_id;
  UPDATE search_meta SET version = version + 1 WHERE id = 1;
END;

CREATE TRIGGER businesses_fts_package_insert AFTER INSERT ON packages BEGIN
  DELETE FROM businesses_fts WHERE rowid = new.business_id;
  INSERT INTO businesses_fts (rowid, business_name, business_type, city, address, bio, offers,
    name_keys, offer_keys, facets)
  SELECT * FROM business_search_row WHERE id = new.business_id;
END;

CREATE TRIGGER businesses_fts_package_update AFTER UPDATE OF package_name ON packages BEGIN
  DELETE FROM businesses_fts WHERE rowid IN (old.business_id, new.business_id);
  INSERT INTO businesses_fts (rowid, business_name, business_type, city, address, bio, offers,
    name_keys, offer_keys, facets)
  SELECT * FROM business_search_row WHERE id IN (old.business_id, new.business_id);
END;

CREATE TRIGGER businesses_fts_package_delete AFTER DELETE ON packages BEGIN
  DELETE FROM businesses_fts WHERE rowid = old.business_id;
  INSERT INTO businesses_fts (rowid, business_name, business_type, city, address, bio, offers,
    name_keys, offer_keys, facets)
  SELECT * FROM business_search_row WHERE id = old.business_id;
END;

UPDATE search_meta SET version = version + 1 WHERE id = 1;
