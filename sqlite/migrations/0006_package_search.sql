-- Package search (the comparison page): each vendor's packages with every column the search
-- filters and counts on (price range, guests, popular), so counting the packages of the
-- matching vendors and reading their page never touch the package rows.
CREATE INDEX packages_business_fit ON packages (business_id, price, max_guests, is_popular);

ANALYZE packages;
