// The SQL pieces of the vendor search, kept out of repo.ts so that file holds the
// statements and their caches. Part of the repo layer: SQL may live here as in a repo.ts.
// Everything that varies is an allow-listed fragment; values go in as @named parameters.
// Written for one engine at a time (docs/architecture.md#10-two-engines): SQLite's FTS5 and its
// index hints, or PostgreSQL's tsvector (business_search, postgres/migrations/0031); the text's
// query for either comes from match.ts.

import type { SearchTerm } from '@baraat/shared/domain/search-text';
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

/**
 * A text query rendered for the engine (match.ts), and whether it matches few vendors; or, where
 * every term is a word of the vocabulary, its vendors by type: for each term, one of its types
 * or its name match (`names`, rendered), less the vendors of `except` (rendered).
 */
export type TextMatch =
  | { match: string; few: boolean }
  | {
      types: readonly (readonly number[])[];
      names: readonly (string | undefined)[];
      except?: string;
      few?: boolean;
    };

const MATCHED: Record<Engine, (name: string) => string> = {
  sqlite: (name) => `SELECT rowid FROM businesses_fts WHERE businesses_fts MATCH @${name}`,
  postgres: (name) =>
    `SELECT business_id FROM business_search WHERE document @@ CAST(@${name} AS tsquery)`,
};

/** The text's piece of the query: FTS5's MATCH on SQLite, tsvector's @@ on PostgreSQL. */
function textFilter(engine: Engine, text: TextMatch, params: Record<string, unknown>): string {
  const matched = MATCHED[engine];
  // Many matches: walk the order's index and test each vendor ("+" keeps SQLite from reading
  // the matches first and sorting them all); a few: read and sort them.
  const plus = engine === 'sqlite' && !text.few ? '+' : '';
  if ('match' in text) {
    params.match = text.match;
    // PostgreSQL, a few: the matches read once (an InitPlan), not a test of each vendor as it
    // walks the order's index, which it would choose for the LIMIT.
    if (engine === 'postgres' && text.few) return `b.id = ANY (ARRAY (${matched('match')}))`;
    return `${plus}b.id IN (${matched('match')})`;
  }
  // The type, and the name matches, which are few.
  const terms = text.types.map((types, i) => {
    const ids = types.map((id, j) => {
      params[`type${i}_${j}`] = id;
      return `@type${i}_${j}`;
    });
    const type = `${plus}b.business_type_id IN (${ids.join(', ')})`;
    // A name match the page leaves out (one term: its own) adds nothing beside the type.
    if (text.names[i] === undefined || text.names[i] === text.except) return type;
    params[`name${i}`] = text.names[i];
    return `(${type} OR ${plus}b.id IN (${matched(`name${i}`)}))`;
  });
  if (text.except !== undefined) {
    params.except = text.except;
    terms.push(`${plus}b.id NOT IN (${matched('except')})`);
  }
  return terms.join(' AND ');
}

/** The page's query without its text, or with the text rendered for the engine. */
export function build(filters: SearchFilters, engine: Engine = 'sqlite', text?: TextMatch) {
  const where = ['b.is_deleted = 0'];
  const params: Record<string, unknown> = {};
  if (text) where.push(textFilter(engine, text, params));
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
  let order = ORDER[filters.sort];
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
    from,
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
 * SQLite's FTS query for a text match with at most the type, city and yes/no filters (facet
 * tokens of the index), or undefined when other filters need the business rows.
 */
export function facetMatch(filters: SearchFilters, match: string): string | undefined {
  const { minRating, minPrice, maxPrice, radiusKm, maxResponseHours, availability } = filters;
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
  return facets.length ? `(${match}) AND facets : (${facets.join(' ')})` : match;
}
