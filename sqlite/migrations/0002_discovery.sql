-- Discovery: what a vendor profile shows (packages, services, media, reviews, slots, halls and
-- workers), search columns kept on businesses, the FTS5 index, and contact messages.

ALTER TABLE cities ADD COLUMN latitude REAL;
ALTER TABLE cities ADD COLUMN longitude REAL;

ALTER TABLE businesses ADD COLUMN latitude REAL;
ALTER TABLE businesses ADD COLUMN longitude REAL;
ALTER TABLE businesses ADD COLUMN is_featured INTEGER NOT NULL DEFAULT 0 CHECK (is_featured IN (0, 1));
ALTER TABLE businesses ADD COLUMN has_online_booking INTEGER NOT NULL DEFAULT 1
  CHECK (has_online_booking IN (0, 1));
ALTER TABLE businesses ADD COLUMN has_instant_booking INTEGER NOT NULL DEFAULT 0
  CHECK (has_instant_booking IN (0, 1));
-- Typical hours to first reply; NULL while unknown.
ALTER TABLE businesses ADD COLUMN response_time_hours INTEGER CHECK (response_time_hours >= 0);
-- Kept by the packages service from the business's packages (search filters and sorts on them).
ALTER TABLE businesses ADD COLUMN min_price INTEGER;
ALTER TABLE businesses ADD COLUMN max_price INTEGER;
ALTER TABLE businesses ADD COLUMN no_of_packages INTEGER NOT NULL DEFAULT 0 CHECK (no_of_packages >= 0);

CREATE INDEX businesses_rating ON businesses (is_deleted, rating DESC, review_count DESC);
CREATE INDEX businesses_city_rating ON businesses (city_id, rating DESC);
CREATE INDEX businesses_type_rating ON businesses (business_type_id, rating DESC);
CREATE INDEX businesses_created ON businesses (created_at DESC);
CREATE INDEX businesses_location ON businesses (latitude, longitude);

CREATE TABLE packages (
  id INTEGER PRIMARY KEY,
  business_id INTEGER NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  package_name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  price INTEGER NOT NULL CHECK (price >= 0),
  duration_hours INTEGER NOT NULL DEFAULT 6 CHECK (duration_hours > 0),
  max_guests INTEGER NOT NULL DEFAULT 100 CHECK (max_guests >= 0),
  features TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(features)),
  is_popular INTEGER NOT NULL DEFAULT 0 CHECK (is_popular IN (0, 1)),
  created_at TEXT NOT NULL,
  modified_at TEXT NOT NULL
);
CREATE INDEX packages_business_price ON packages (business_id, price);
CREATE INDEX packages_price ON packages (price);

CREATE TABLE business_services (
  id INTEGER PRIMARY KEY,
  business_id INTEGER NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  service_type_id INTEGER NOT NULL REFERENCES service_types (id),
  created_at TEXT NOT NULL,
  UNIQUE (business_id, service_type_id)
);

CREATE TABLE media (
  id INTEGER PRIMARY KEY,
  business_id INTEGER NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  media_link TEXT NOT NULL,
  media_type TEXT NOT NULL DEFAULT 'image' CHECK (media_type IN ('image', 'video')),
  title TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  is_thumbnail INTEGER NOT NULL DEFAULT 0 CHECK (is_thumbnail IN (0, 1)),
  created_at TEXT NOT NULL
);
CREATE INDEX media_business ON media (business_id);
-- Exactly one thumbnail per business at most (docs/product/booking.md#the-booking-lifecycle).
CREATE UNIQUE INDEX media_one_thumbnail ON media (business_id) WHERE is_thumbnail = 1;

-- Halls (venue businesses) and workers or teams (the others): business_worker_entity in docs/product/business-desk.md#what-a-business-holds.
CREATE TABLE business_workers (
  id INTEGER PRIMARY KEY,
  business_id INTEGER NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  capacity INTEGER NOT NULL DEFAULT 0 CHECK (capacity >= 0),
  worker_role TEXT NOT NULL DEFAULT 'worker' CHECK (worker_role IN ('hall', 'worker')),
  worker_email TEXT,
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  created_at TEXT NOT NULL,
  modified_at TEXT NOT NULL
);
CREATE INDEX business_workers_business ON business_workers (business_id);

-- Bookable time slots in the business's local time (Asia/Karachi). is_available = 0 means
-- blocked by the owner; is_reserved = 1 means an accepted booking holds it.
CREATE TABLE slots (
  id INTEGER PRIMARY KEY,
  business_id INTEGER NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  worker_id INTEGER REFERENCES business_workers (id) ON DELETE SET NULL,
  slot_name TEXT NOT NULL,
  date TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  start_time TEXT NOT NULL CHECK (start_time GLOB '[0-2][0-9]:[0-5][0-9]'),
  end_time TEXT NOT NULL CHECK (end_time GLOB '[0-2][0-9]:[0-5][0-9]'),
  is_available INTEGER NOT NULL DEFAULT 1 CHECK (is_available IN (0, 1)),
  is_reserved INTEGER NOT NULL DEFAULT 0 CHECK (is_reserved IN (0, 1)),
  created_at TEXT NOT NULL,
  modified_at TEXT NOT NULL,
  CHECK (end_time > start_time)
);
CREATE INDEX slots_business_date ON slots (business_id, date, start_time);

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  business_id INTEGER NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  reviewer_name TEXT NOT NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  modified_at TEXT NOT NULL
);
CREATE INDEX reviews_business ON reviews (business_id, created_at DESC);

CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Full-text search over name, type, city, address and bio, with 2- and 3-letter prefix
-- indexes so that "marq" finds "Marquee" quickly. rowid = businesses.id.
CREATE VIRTUAL TABLE businesses_fts USING fts5 (
  business_name,
  business_type,
  city,
  address,
  bio,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

INSERT INTO businesses_fts (rowid, business_name, business_type, city, address, bio)
SELECT b.id, b.business_name, t.name, c.name, b.address, b.bio
FROM businesses b
JOIN business_types t ON t.id = b.business_type_id
JOIN cities c ON c.id = b.city_id;

CREATE TRIGGER businesses_fts_insert AFTER INSERT ON businesses BEGIN
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
AFTER UPDATE OF business_name, business_type_id, city_id, address, bio ON businesses BEGIN
  DELETE FROM businesses_fts WHERE rowid = old.id;
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

CREATE TRIGGER businesses_fts_delete AFTER DELETE ON businesses BEGIN
  DELETE FROM businesses_fts WHERE rowid = old.id;
END;
