-- PostgreSQL's half of 0018 (docs/architecture.md#10-two-engines): slots' description and soft
-- delete. Not yet here: the change log and its triggers, the slot overlap guard.
ALTER TABLE slots ADD COLUMN description text NOT NULL DEFAULT '';
ALTER TABLE slots ADD COLUMN is_deleted smallint NOT NULL DEFAULT 0 CHECK (is_deleted IN (0, 1));
