-- Accounts and the catalogue: users and their sessions, password resets, the mail outbox,
-- reference lists, businesses with their owner mapping, and idempotency keys.
-- Timestamps are ISO-8601 UTC text; booleans are 0/1 integers.

CREATE TABLE cities (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);

CREATE TABLE business_types (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);

CREATE TABLE event_types (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);

CREATE TABLE service_types (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  business_type_id INTEGER NOT NULL REFERENCES business_types (id),
  description TEXT NOT NULL DEFAULT '',
  UNIQUE (business_type_id, name)
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT,
  mobile TEXT,
  city_id INTEGER REFERENCES cities (id),
  is_business_owner INTEGER NOT NULL DEFAULT 0 CHECK (is_business_owner IN (0, 1)),
  created_at TEXT NOT NULL,
  modified_at TEXT NOT NULL
);

-- One row per sign-in. Access tokens name their session, so revoking it ends them at once.
CREATE TABLE auth_sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  last_used_at TEXT NOT NULL,
  revoked_at TEXT,
  revoked_reason TEXT
);
CREATE INDEX auth_sessions_user ON auth_sessions (user_id);

-- Refresh tokens, stored as SHA-256 hashes. A rotated token keeps its row with rotated_at set,
-- so presenting it again is recognised as reuse and ends the whole session (its family).
CREATE TABLE refresh_tokens (
  id INTEGER PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  rotated_at TEXT
);
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

CREATE TABLE password_resets (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX password_resets_user ON password_resets (user_id);

-- Mail waiting for a sender. Until SMTP is configured, mail stays here and in the log.
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  sent_at TEXT
);

CREATE TABLE businesses (
  id INTEGER PRIMARY KEY,
  business_name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  bio TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  business_phone TEXT NOT NULL DEFAULT '',
  business_email TEXT,
  website TEXT,
  facebook_page TEXT,
  instagram_page TEXT,
  city_id INTEGER NOT NULL REFERENCES cities (id),
  business_type_id INTEGER NOT NULL REFERENCES business_types (id),
  rating REAL NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 5),
  review_count INTEGER NOT NULL DEFAULT 0 CHECK (review_count >= 0),
  no_of_workers INTEGER NOT NULL DEFAULT 0 CHECK (no_of_workers >= 0),
  max_capacity INTEGER NOT NULL DEFAULT 0 CHECK (max_capacity >= 0),
  is_verified INTEGER NOT NULL DEFAULT 0 CHECK (is_verified IN (0, 1)),
  is_deleted INTEGER NOT NULL DEFAULT 0 CHECK (is_deleted IN (0, 1)),
  created_at TEXT NOT NULL,
  modified_at TEXT NOT NULL
);
CREATE INDEX businesses_type_city ON businesses (business_type_id, city_id);

-- Who owns which business. The spec's slots and bookings refer to this mapping's id.
CREATE TABLE user_business_mapping (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  business_id INTEGER NOT NULL UNIQUE REFERENCES businesses (id) ON DELETE CASCADE,
  business_type_id INTEGER NOT NULL REFERENCES business_types (id),
  created_at TEXT NOT NULL
);
CREATE INDEX user_business_mapping_user ON user_business_mapping (user_id);

-- Replays of offline writes (docs/product/offline.md#the-promise): the response is stored in the same transaction as
-- the write. user_id 0 scopes keys sent without a signed-in user.
CREATE TABLE idempotency_keys (
  user_id INTEGER NOT NULL,
  idempotency_key TEXT NOT NULL,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  status INTEGER NOT NULL,
  response TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, idempotency_key)
) WITHOUT ROWID;
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
