// The vendor search's rules: resolving type and city, the open-slot filter, the centre for
// distance, and the page's cards (docs/product/discovery.md#the-customer-screens, §7). Run on the search workers and in process.
import { BUSINESS_TYPES, CITIES, CITY_CENTRES } from '@baraat/shared/constants/catalog';
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { pageInfo } from '@baraat/shared/domain/paging';
import { ftsQuery } from '@baraat/shared/domain/search-text';
import { type SearchQuery, type SearchResponse, TIME_SLOTS } from '@baraat/shared/schemas/listings';
import type { Db } from '../../db/connection';
import { resolveCatalogId } from '../catalog/service';
import { presentCard } from './presenter';
import { createSearchRepo } from './repo';

/** How far ahead the open-slot filter looks when no end date is given (six months). */
export const CALENDAR_DAYS = 183;
const PORTFOLIO_IMAGES = 3;

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

export function createSearchService(db: Db) {
  const searchRepo = createSearchRepo(db);

  /** One page of vendors; serviceTypeIds narrows to vendors offering any of them. */
  function search(query: SearchQuery, serviceTypeIds?: readonly number[]): SearchResponse {
    const typeId = resolveCatalogId(BUSINESS_TYPES, query.type, 'type', 'business type');
    const cityId = resolveCatalogId(CITIES, query.city, 'city', 'city');
    const { rows, total } = searchRepo.search({
      match: query.text ? ftsQuery(query.text) : undefined,
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
    });
    const images = searchRepo.portfolioImages(
      rows.map((row) => row.id),
      PORTFOLIO_IMAGES,
    );
    return {
      businesses: rows.map((row) => presentCard(row, images.get(row.id) ?? [])),
      ...pageInfo(total, query.skip, query.limit),
    };
  }

  return { search };
}

export type SearchService = ReturnType<typeof createSearchService>;
