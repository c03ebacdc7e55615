-- The calendar's announcements on PostgreSQL look at the changes of the last moments every half
-- second (calendar-sync/announce.ts); without an index on the moment each look reads the whole
-- log. SQLite announces from its commit hook and does not ask, but keeps the same index so the
-- two schemas stay one.
CREATE INDEX calendar_changes_changed_at ON calendar_changes (changed_at);
