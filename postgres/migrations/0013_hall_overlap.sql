-- PostgreSQL's half of 0013 (docs/architecture.md#10-two-engines): the owner's notes. Not yet
-- here: the guard against a hall accepted twice for overlapping times, which PostgreSQL is to
-- hold with an exclusion constraint (btree_gist) instead of SQLite's triggers.
ALTER TABLE bookings ADD COLUMN notes text;
