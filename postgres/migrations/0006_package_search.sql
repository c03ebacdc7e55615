-- PostgreSQL's half of 0006 (docs/architecture.md#10-two-engines): the comparison's package
-- search reads each vendor's packages with every column it filters and counts on (price range,
-- guests, popular), so an index-only scan never touches the package rows once they are
-- vacuumed. PostgreSQL gathers its statistics itself (autovacuum), where SQLite ran ANALYZE.
CREATE INDEX packages_business_fit ON packages (business_id, price, max_guests, is_popular);
