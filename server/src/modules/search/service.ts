// The vendor search's rules: resolving type and city, the open-slot filter, the centre for
// distance, and the page's cards (docs/product/discovery.md#the-customer-screens), as one
// step on either engine (docs/architecture.md#10-two-engines). On SQLite it runs synchronously,
// on the search workers and in process (createSearchService); on PostgreSQL through
// `await db.read` (createDatabaseSearch), the database server doing the work off the event loop.
import { BUSINESS_TYPES, CITIES, CITY_CENTRES } from '@baraat/shared/constants/catalog';
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { pageInfo } from '@baraat/shared/domain/paging';
import {
  correctable,
  correctedTerms,
  parseSearch,
  type SearchTerm,
  vocabularyTerms,
} from '@baraat/shared/domain/search-text';
import { type SearchQuery, type SearchResponse, TIME_SLOTS } from '@baraat/shared/schemas/listings';
import type { Db } from '../../db/connection';
import type { Database, Step } from '../../db/engine';
import { sqliteDatabase } from '../../db/sqlite-engine';
import { resolveCatalogId } from '../catalog/service';
import { presentCard } from './presenter';
import { createSearchRepo, type SearchRepo } from './repo';
import type { SearchFilters } from './sql';

/** How far ahead the open-slot filter looks when no end date is given (six months). */
export const CALENDAR_DAYS = 183;

/** The open-slot filter: dates default to today and six months ahead. */
function availability(query: SearchQuery) {
  if (!query.available_from && !query.available_to && !query.time_slots?.length) return undefined;
  const from = query.available_from ?? todayInPakistan();
  return {
    from,
    to: query.available_to ?? addDays(from, CALENDAR_DAYS),
    windows: (query.time_slots ?? []).map((name) => TIME_SLOTS[name]),
  };
}

/** The terms again with their look-alikes (correctedTerms), the words of names and types read. */
function* corrected(
  repo: SearchRepo,
  terms: readonly SearchTerm[],
): Step<SearchTerm[] | undefined> {
  const lookAlikes = new Map<string, Iterable<string>>();
  for (const term of terms) {
    if (correctable(term)) lookAlikes.set(term.typed, yield* repo.similarWords(term.typed));
  }
  return correctedTerms(terms, (typed) => lookAlikes.get(typed) ?? []);
}

/** One page of vendors; serviceTypeIds narrows to vendors offering any of them. */
export function* searchStep(
  repo: SearchRepo,
  query: SearchQuery,
  serviceTypeIds?: readonly number[],
): Step<SearchResponse> {
  const typeId = resolveCatalogId(BUSINESS_TYPES, query.type, 'type', 'business type');
  // A city named in the text filters as the city filter does, unless that is set.
  const text = query.text ? parseSearch(query.text) : undefined;
  const cityId = resolveCatalogId(CITIES, query.city, 'city', 'city') ?? text?.cityId;
  const filters: SearchFilters = {
    terms: text?.terms.length ? text.terms : undefined,
    typeId,
    cityId,
    minPrice: query.min_price,
    maxPrice: query.max_price,
    minRating: query.min_rating,
    verified: query.verified,
    onlineBooking: query.online_booking,
    instantBooking: query.instant_booking,
    packageDeals: query.package_deals,
    maxResponseHours: query.max_response_hours,
    availability: availability(query),
    centre: cityId ? CITY_CENTRES[cityId] : undefined,
    radiusKm: query.radius_km,
    serviceTypeIds,
    sort: query.sort,
    skip: query.skip,
    limit: query.limit,
  };
  let { rows, total } = yield* repo.search(filters);
  // Nothing as typed: the words that look like what was typed; still nothing, the words of
  // the vocabulary alone ("mehndi ki raat", "sound system").
  if (total === 0 && filters.terms) {
    const terms = yield* corrected(repo, filters.terms);
    if (terms) ({ rows, total } = yield* repo.search({ ...filters, terms }));
    const known = vocabularyTerms(filters.terms);
    if (total === 0 && known) ({ rows, total } = yield* repo.search({ ...filters, terms: known }));
  }
  return {
    businesses: rows.map((row) => presentCard(row, JSON.parse(row.portfolio) as string[])),
    ...pageInfo(total, query.skip, query.limit),
  };
}

/** SQLite's search, synchronous: the search workers, the main thread's, the dashboard's. */
export function createSearchService(db: Db) {
  const repo = createSearchRepo('sqlite');
  const { runSync } = sqliteDatabase(db);
  return {
    search: (query: SearchQuery, serviceTypeIds?: readonly number[]): SearchResponse =>
      runSync(searchStep(repo, query, serviceTypeIds)),
  };
}

export type SearchService = ReturnType<typeof createSearchService>;

/** The search through the data layer: PostgreSQL's (each search a read of the pool). */
export function createDatabaseSearch(db: Database) {
  const repo = createSearchRepo(db.engine);
  return {
    search: (query: SearchQuery, serviceTypeIds?: readonly number[]): Promise<SearchResponse> =>
      db.read(searchStep(repo, query, serviceTypeIds)),
  };
}

export type DatabaseSearch = ReturnType<typeof createDatabaseSearch>;
