// The statements that read a search page's cards in full: their rows and images, and what each
// vendor offers (docs/product/discovery.md#vendor-listings), for either engine
// (docs/architecture.md#10-two-engines). Part of the repo layer, beside repo.ts, which runs them.

/** A card's images: up to three, thumbnail first. */
const PORTFOLIO_IMAGES = 3;

/** A business's image links, thumbnail first, as a JSON array's text. */
const PORTFOLIO = (aggregate: string) => `(SELECT ${aggregate}
  FROM (SELECT coalesce(m.preview_link, m.media_link) AS link, m.is_thumbnail, m.id FROM media m
    WHERE m.business_id = b.id AND m.media_type = 'image'
    ORDER BY m.is_thumbnail DESC, m.id LIMIT ${PORTFOLIO_IMAGES}) AS images) AS portfolio`;

const DETAILS = (portfolio: string) => `SELECT b.id, b.business_name, b.slug, b.rating,
  b.review_count, b.address, b.business_phone, b.business_email, b.no_of_workers, b.bio,
  b.business_type_id, t.name AS business_type, b.city_id, c.name AS business_city, b.is_verified,
  b.is_featured, b.min_price, b.max_price, b.no_of_packages, b.max_capacity, b.has_online_booking,
  b.has_instant_booking, b.response_time_hours, b.created_at,
  NULL AS distance_km,
  (SELECT coalesce(m.preview_link, m.media_link) FROM media m
    WHERE m.business_id = b.id AND m.is_thumbnail = 1)
    AS thumbnail_url,
  ${portfolio}
FROM businesses b
JOIN business_types t ON t.id = b.business_type_id
JOIN cities c ON c.id = b.city_id
WHERE b.id IN `;

/** The ids of a JSON array, as a subquery. */
const IDS = {
  sqlite: '(SELECT value FROM json_each(@ids))',
  postgres: '(SELECT CAST(value AS bigint) FROM jsonb_array_elements_text(CAST(@ids AS jsonb)))',
};

/** The page's rows with their images, one statement. */
export const details = {
  sqlite: DETAILS(PORTFOLIO('json_group_array(link ORDER BY is_thumbnail DESC, id)')) + IDS.sqlite,
  postgres:
    DETAILS(
      PORTFOLIO("CAST(coalesce(json_agg(link ORDER BY is_thumbnail DESC, id), '[]') AS TEXT)"),
    ) + IDS.postgres,
};

/**
 * What the ids' businesses offer, their services' and packages' names as one text: SQLite's
 * search index holds it (sqlite/migrations/0031), PostgreSQL's only as lexemes, so it gathers.
 */
export const OFFERS = {
  sqlite: `SELECT rowid AS id, offers FROM businesses_fts WHERE rowid IN ${IDS.sqlite}`,
  postgres: `SELECT b.id, concat_ws(' ',
    (SELECT string_agg(s.name, ' ') FROM business_services v
      JOIN service_types s ON s.id = v.service_type_id WHERE v.business_id = b.id),
    (SELECT string_agg(p.package_name, ' ') FROM packages p WHERE p.business_id = b.id)) AS offers
  FROM businesses b WHERE b.id IN ${IDS.postgres}`,
};
