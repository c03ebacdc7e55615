-- PostgreSQL's half of 0010 (docs/architecture.md#10-two-engines).
ALTER TABLE users ADD COLUMN address text;
ALTER TABLE users ADD COLUMN bio text;
