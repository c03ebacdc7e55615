-- PostgreSQL's half of 0006 (docs/architecture.md#10-two-engines): each vendor's packages with
-- every column the package search filters and counts on, so counting the packages of the
-- matching vendors and reading their page can be index-only scans.
CREATE INDEX packages_business_fit ON packages (business_id, price, max_guests, is_popular);

ANALYZE packages;
