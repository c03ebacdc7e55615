-- The language an account reads Baraat in (docs/architecture.md#urdu-on-the-server): null
-- until the user chooses, then English or Urdu. The server answers in it when a request names
-- no language.
ALTER TABLE users ADD COLUMN language TEXT CHECK (language IN ('en', 'ur'));
