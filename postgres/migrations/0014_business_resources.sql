-- PostgreSQL's half of 0014 (docs/architecture.md#10-two-engines): the hall form's columns. Not
-- yet here: the triggers that keep is_active and status one fact.
ALTER TABLE business_workers ADD COLUMN status text NOT NULL DEFAULT 'active'
  CHECK (status IN ('active', 'inactive', 'maintenance'));
ALTER TABLE business_workers ADD COLUMN location text NOT NULL DEFAULT '';
ALTER TABLE business_workers ADD COLUMN description text NOT NULL DEFAULT '';
ALTER TABLE business_workers ADD COLUMN features text NOT NULL DEFAULT '[]'
  CHECK (json_typeof(features::json) = 'array');
