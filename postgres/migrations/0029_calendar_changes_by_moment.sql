-- PostgreSQL's half of 0029 (docs/architecture.md#10-two-engines): the announcements' look at
-- the changes of the last moments reads this index, not the whole log.
CREATE INDEX calendar_changes_changed_at ON calendar_changes (changed_at);
