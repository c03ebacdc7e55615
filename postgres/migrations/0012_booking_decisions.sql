-- PostgreSQL's half of 0012 (docs/architecture.md#10-two-engines).
ALTER TABLE bookings ADD COLUMN decided_at text;
