// The SQL pieces of the vendor search, kept out of repo.ts so that file holds the
// statements and their caches. Part of the repo layer: SQL may live here as in a repo.ts.
// Everything that varies is an allow-listed fragment; values go in as @named parameters.
// Written for one engine at a time (docs/architecture.md#10-two-engines): SQLite's FTS5 and its
// index hints, or PostgreSQL's tsvector (business_search, postgres/migrations/0005).

import { ftsMatch, type SearchTerm, tsQuery } from '@baraat/shared/domain/search-text';
import type { Engine } from '../../db/engine';

export interface SearchFilters {
  terms?: readonly SearchTerm[] | undefined;
  typeId?: number | undefined;
  cityId?: number | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  minRating?: number | undefined;
  verified?: boolean | undefined;
  onlineBooking?: boolean | undefined;
  instantBooking?: boolean | undefined;
  packageDeals?: boolean | undefined;
  /** Businesses offering any of these service types. */
  serviceTypeIds?: readonly number[] | undefined;
  maxResponseHours?: number | undefined;
  /** An open slot between these dates, within any of these [from, to) windows. */
  availability?: { from: string; to: string; windows: { from: string; to: string }[] } | undefined;
  /** Centre for distance sorting and the radius filter. */
  centre?: { lat: number; lng: number } | undefined;
  radiusKm?: number | undefined;
  sort: 'relevance' | 'price_low' | 'price_high' | 'rating' | 'distance' | 'newest';
  /** false: order text matches like the listings instead of by bm25 (set internally). */
  rankByText?: boolean | undefined;
  skip: number;
  limit: number;
}

/** Package deals: vendors offering three or more packages to choose from. */
const PACKAGE_DEALS_MIN = 3;

const GREAT_CIRCLE = `6371 * acos(%MIN(1, %MAX(-1,
  cos(radians(@lat)) * cos(radians(b.latitude)) * cos(radians(b.longitude) - radians(@lng))
  + sin(radians(@lat)) * sin(radians(b.latitude)))))`;
const DISTANCE: Record<Engine, string> = {
  sqlite: `(${GREAT_CIRCLE.replace('%MIN', 'min').replace('%MAX', 'max')})`,
  // least and greatest pass over a NULL where SQLite's min and max give NULL: a business
  // without coordinates has no distance on either.
  postgres: `(CASE WHEN b.latitude IS NOT NULL AND b.longitude IS NOT NULL THEN ${GREAT_CIRCLE.replace('%MIN', 'least').replace('%MAX', 'greatest')} END)`,
};

/** PostgreSQL's query of the terms; unaccent as FTS5's remove_diacritics. */
export const TS_QUERY = "to_tsquery('simple', unaccent(CAST(@match AS TEXT)))";

const ORDER: Record<SearchFilters['sort'], string> = {
  relevance: 'b.is_featured DESC, b.rating DESC, b.review_count DESC, b.id',
  price_low: 'b.min_price IS NULL, b.min_price ASC, b.id',
  price_high: 'b.max_price IS NULL, b.max_price DESC, b.id',
  rating: 'b.rating DESC, b.review_count DESC, b.id',
  // PostgreSQL cannot order by an expression over an output column: build() puts the
  // distance's own expression in place of DISTANCE_KM there.
  distance: 'DISTANCE_KM IS NULL, DISTANCE_KM ASC, b.id',
  newest: 'b.created_at DESC, b.id DESC',
};

/** Text terms go to the descriptive columns only, never to the facet tokens. */
const textMatch = (terms: readonly SearchTerm[]) =>
  `{business_name business_type city address bio} : (${ftsMatch(terms)})`;

/**
 * Every word under four letters ("mar", "ph"): bm25 cannot tell thousands of prefix matches
 * apart, so they are ranked like the listings, featured and best rated first.
 */
export function shortText(terms: readonly SearchTerm[]): boolean {
  return terms.every((term) =>
    [...term.prefixes, ...term.exact].every((word) => [...word].length < 4),
  );
}

/** The text's piece of the query: FTS5's MATCH on SQLite, tsvector's @@ on PostgreSQL. */
function textFilter(engine: Engine, ranked: boolean, terms: readonly SearchTerm[]) {
  if (engine === 'postgres') {
    return ranked
      ? {
          join: 'JOIN business_search f ON f.business_id = b.id',
          where: `f.document @@ ${TS_QUERY}`,
          // FTS5's bm25 (postgres/migrations/0005), so both engines rank alike.
          order: `search_rank(f.document, f.tokens, CAST(@phrases AS text[]),
            CAST(@prefix AS boolean[]), CAST(@hits AS bigint[]), CAST(@total AS bigint),
            CAST(@allTokens AS bigint)), b.id`,
          match: tsQuery(terms),
        }
      : {
          where: `b.id IN (SELECT business_id FROM business_search WHERE document @@ ${TS_QUERY})`,
          match: tsQuery(terms),
        };
  }
  return ranked
    ? {
        join: 'JOIN businesses_fts f ON f.rowid = b.id',
        where: 'businesses_fts MATCH @match',
        order: 'f.rank, b.id',
        match: textMatch(terms),
      }
    : {
        // Walk the order's index and test membership in the match set.
        where: '+b.id IN (SELECT rowid FROM businesses_fts WHERE businesses_fts MATCH @match)',
        match: textMatch(terms),
      };
}

/** The query's phrases in FTS5's order: each term's prefixes, then its exact words. */
export function phrases(terms: readonly SearchTerm[]) {
  return terms.flatMap((term) => [
    ...term.prefixes.map((word) => ({ word, prefix: true })),
    ...term.exact.map((word) => ({ word, prefix: false })),
  ]);
}

export function build(filters: SearchFilters, engine: Engine = 'sqlite') {
  const where = ['b.is_deleted = 0'];
  const params: Record<string, unknown> = {};
  const joins: string[] = [];
  const bm25 =
    filters.terms !== undefined &&
    filters.sort === 'relevance' &&
    filters.rankByText !== false &&
    !shortText(filters.terms);
  let textOrder: string | undefined;
  if (filters.terms) {
    const text = textFilter(engine, bm25, filters.terms);
    if (text.join) joins.push(text.join);
    where.push(text.where);
    textOrder = text.order;
    params.match = text.match;
  }
  // PostgreSQL's bm25 needs each phrase's hits among all rows: the repo counts them.
  const ranked = bm25 && engine === 'postgres' ? phrases(filters.terms!) : undefined;
  // Under another order than relevance, "+" keeps SQLite from choosing the type or city
  // index (then sorting everything) over walking the order's own index.
  const plus = filters.sort === 'relevance' || engine === 'postgres' ? '' : '+';
  const equal = (column: string, name: string, value: unknown) => {
    if (value === undefined) return;
    where.push(`${plus}${column} = @${name}`);
    params[name] = value;
  };
  equal('b.business_type_id', 'typeId', filters.typeId);
  if (!filters.radiusKm) equal('b.city_id', 'cityId', filters.cityId);
  if (filters.minRating !== undefined) {
    where.push('b.rating >= @minRating');
    params.minRating = filters.minRating;
  }
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
    // The business's price span first (covering index), then a package in the range.
    where.push('b.min_price <= @maxPrice AND b.max_price >= @minPrice');
    where.push(
      `EXISTS (SELECT 1 FROM packages p WHERE p.business_id = b.id
           AND p.price BETWEEN @minPrice AND @maxPrice)`,
    );
    params.minPrice = filters.minPrice ?? 0;
    params.maxPrice = filters.maxPrice ?? Number.MAX_SAFE_INTEGER;
  }
  if (filters.verified) where.push('b.is_verified = 1');
  if (filters.onlineBooking) where.push('b.has_online_booking = 1');
  if (filters.instantBooking) where.push('b.has_instant_booking = 1');
  if (filters.packageDeals) where.push(`b.no_of_packages >= ${PACKAGE_DEALS_MIN}`);
  if (filters.serviceTypeIds?.length) {
    const names = filters.serviceTypeIds.map((id, i) => {
      params[`serviceType${i}`] = id;
      return `@serviceType${i}`;
    });
    where.push(
      `EXISTS (SELECT 1 FROM business_services v WHERE v.business_id = b.id
           AND v.service_type_id IN (${names.join(', ')}))`,
    );
  }
  if (filters.maxResponseHours !== undefined) {
    where.push('b.response_time_hours <= @maxResponseHours');
    params.maxResponseHours = filters.maxResponseHours;
  }
  if (filters.availability) {
    const { from, to, windows } = filters.availability;
    const times = windows.map(
      (_, i) => `(s.start_time >= @slotFrom${i} AND s.start_time < @slotTo${i})`,
    );
    where.push(
      `EXISTS (SELECT 1 FROM slots s WHERE s.business_id = b.id AND s.date BETWEEN @availableFrom
           AND @availableTo AND s.is_available = 1 AND s.is_reserved = 0
           ${times.length ? `AND (${times.join(' OR ')})` : ''})`,
    );
    params.availableFrom = from;
    params.availableTo = to;
    windows.forEach((window, i) => {
      params[`slotFrom${i}`] = window.from;
      params[`slotTo${i}`] = window.to;
    });
  }

  let from = 'businesses b';
  let distance = 'NULL';
  let order = textOrder ?? ORDER[filters.sort];
  if (filters.radiusKm && filters.cityId !== undefined) {
    // Precomputed distances to each city centre within 100 km, walked in distance order.
    from = 'business_distances d JOIN businesses b ON b.id = d.business_id';
    where.push('d.city_id = @radiusCity AND d.distance_km <= @radiusKm');
    params.radiusCity = filters.cityId;
    params.radiusKm = filters.radiusKm;
    distance = 'd.distance_km';
    if (filters.sort === 'distance') order = 'd.distance_km, b.id';
  } else if (filters.centre) {
    distance = DISTANCE[engine];
    params.lat = filters.centre.lat;
    params.lng = filters.centre.lng;
  }
  order = order.replaceAll('DISTANCE_KM', engine === 'sqlite' ? 'distance_km' : distance);
  return {
    ranked,
    from: [from, ...joins].join(' '),
    where: where.join(' AND '),
    params,
    distance,
    order,
  };
}

/** The facet tokens of the type, city and yes/no filters asked for. */
export function facetTokens(filters: SearchFilters): string[] {
  return [
    filters.typeId !== undefined && `t${filters.typeId}`,
    filters.cityId !== undefined && `c${filters.cityId}`,
    filters.verified && 'verified',
    filters.onlineBooking && 'online',
    filters.instantBooking && 'instant',
    filters.packageDeals && 'deals',
  ].filter((token): token is string => typeof token === 'string');
}

/**
 * The FTS query for text with at most the type, city and yes/no filters (facet tokens of
 * the index), or undefined when other filters need the business rows.
 */
export function facetMatch(filters: SearchFilters): string | undefined {
  const { terms, minRating, minPrice, maxPrice, radiusKm, maxResponseHours, availability } =
    filters;
  if (!terms) return undefined;
  const rowFilters = [
    minRating,
    minPrice,
    maxPrice,
    radiusKm,
    maxResponseHours,
    availability,
    filters.serviceTypeIds,
  ];
  if (rowFilters.some((value) => value !== undefined)) return undefined;
  const facets = facetTokens(filters);
  const text = textMatch(terms);
  return facets.length ? `${text} AND facets : (${facets.join(' ')})` : text;
}
