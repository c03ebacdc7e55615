-- PostgreSQL's half of 0038 (docs/architecture.md#10-two-engines).
ALTER TABLE users ADD COLUMN language text CHECK (language IN ('en', 'ur'));
