-- PostgreSQL's half of 0005 (docs/architecture.md#10-two-engines): full-text search over the
-- fields SQLite's FTS5 index holds (name, type, city, address, bio), for live businesses only.
-- business_search keeps each one's tsvector, the fields weighted A (name), B (type, city),
-- C (address) and D (bio), under a GIN index, and its length in tokens, so search_rank can rank
-- matches by FTS5's own bm25; business_search_words keeps the words of names and types under a
-- pg_trgm GIN index, what a misspelt term is corrected to. Both are PostgreSQL's own tables in
-- place of SQLite's FTS5 table (the schema test knows them), written by the trigger below.
-- The document is split as FTS5's unicode61 tokenizer splits it: punctuation is a separator
-- (PostgreSQL's parser would keep e-mails, hosts and hyphenated words whole), and unaccent is
-- FTS5's remove_diacritics. The type, city and yes/no filters need no facet tokens here: they
-- are the businesses' own columns under btree indexes, combined with the GIN index's matches
-- (the view keeps SQLite's facets column for the length of a row, which bm25 counts them in).

CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

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

CREATE FUNCTION search_tokens(text text) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT to_tsvector('simple', unaccent(regexp_replace(text, '[[:punct:]]+', ' ', 'g')))
$$;

-- tokens: the words of the document and of SQLite's facets column (2 to 6 tokens), the
-- length FTS5's bm25 weighs a row by.
CREATE TABLE business_search (
  business_id bigint PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
  document tsvector NOT NULL,
  tokens integer NOT NULL
);
CREATE INDEX business_search_document_gin ON business_search USING gin (document);

CREATE TABLE business_search_words (
  word text NOT NULL,
  business_id bigint NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  PRIMARY KEY (word, business_id)
);
CREATE INDEX business_search_words_business ON business_search_words (business_id);
CREATE INDEX business_search_words_trgm ON business_search_words USING gin (word gin_trgm_ops);

CREATE FUNCTION business_search_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM business_search WHERE business_id = NEW.id;
    DELETE FROM business_search_words WHERE business_id = NEW.id;
  END IF;
  INSERT INTO business_search (business_id, document, tokens)
  SELECT id, document,
    (SELECT coalesce(sum(cardinality(positions)), 0) FROM unnest(document))
      + cardinality(string_to_array(facets, ' '))
  FROM (
    SELECT id, facets,
      setweight(search_tokens(business_name), 'A') || setweight(search_tokens(business_type), 'B')
        || setweight(search_tokens(city), 'B') || setweight(search_tokens(address), 'C')
        || setweight(search_tokens(bio), 'D') AS document
    FROM business_search_document WHERE id = NEW.id
  ) AS written;
  INSERT INTO business_search_words (word, business_id)
  SELECT DISTINCT word, id FROM business_search_document,
    regexp_split_to_table(lower(business_name || ' ' || business_type), '[[:punct:][:space:]]+')
      AS word
  WHERE id = NEW.id AND word <> '';
  RETURN NULL;
END;
$$;

CREATE TRIGGER business_search_insert AFTER INSERT ON businesses
FOR EACH ROW EXECUTE FUNCTION business_search_write();
CREATE TRIGGER business_search_update
AFTER UPDATE OF business_name, business_type_id, city_id, address, bio, is_deleted, is_verified,
  has_online_booking, has_instant_booking, no_of_packages ON businesses
FOR EACH ROW EXECUTE FUNCTION business_search_write();

-- FTS5's bm25 as SQLite ranks text matches (its rank, so lower is better), step for step in
-- double precision: for each phrase of the query (a word, `prefix` if it ends in *) its weighted
-- hits in the row (name 10, type and city 4, address 2, bio 1), its rows `hits` among `total`
-- live businesses, and the row's length against the average `tokens / total`.
CREATE FUNCTION search_rank(document tsvector, tokens integer, phrases text[], prefix boolean[],
  hits bigint[], total bigint, all_tokens bigint)
RETURNS double precision LANGUAGE plpgsql STABLE AS $$
DECLARE
  k1 CONSTANT double precision := 1.2;
  b CONSTANT double precision := 0.75;
  avgdl double precision := all_tokens::double precision / total::double precision;
  d double precision := tokens;
  score double precision := 0.0;
  freq double precision;
  idf double precision;
  phrase text;
BEGIN
  FOR i IN 1 .. cardinality(phrases) LOOP
    phrase := unaccent(phrases[i]);
    SELECT coalesce(sum(CASE weight WHEN 'A' THEN 10.0::double precision
        WHEN 'B' THEN 4.0::double precision WHEN 'C' THEN 2.0::double precision
        ELSE 1.0::double precision END), 0.0)
      INTO freq
      FROM unnest(document) AS entry, unnest(entry.weights) AS weight
      WHERE CASE WHEN prefix[i] THEN starts_with(entry.lexeme, phrase)
        ELSE entry.lexeme = phrase END;
    idf := ln(((total - hits[i])::double precision + 0.5) / (hits[i]::double precision + 0.5));
    IF idf <= 0.0 THEN idf := 1e-6; END IF;
    score := score + idf * ((freq * (k1 + 1.0)) / (freq + k1 * (1 - b + b * d / avgdl)));
  END LOOP;
  RETURN -1.0 * score;
END;
$$;
