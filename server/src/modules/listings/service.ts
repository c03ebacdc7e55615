// Discovery rules: resolving the search's type and city, paging maths, and what a profile
// carries (001 §2, §3, §7).
import { BUSINESS_TYPES, CITIES, CITY_CENTRES } from '@baraat/shared/constants/catalog';
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { ftsQuery } from '@baraat/shared/domain/search-text';
import { type SearchQuery, type SearchResponse, TIME_SLOTS } from '@baraat/shared/schemas/listings';
import type { Db } from '../../db/connection';
import { notFound } from '../../http/errors';
import { resolveCatalogId } from '../catalog/resolve';
import {
  presentBusiness,
  presentCard,
  presentMedia,
  presentPackage,
  presentReview,
  presentSlot,
} from './presenter';
import { createProfileRepo, type ProfileRow } from './profile-repo';
import { createSearchRepo, type ListingRow } from './search-repo';

export const BUSINESS_NOT_FOUND = 'Business not found';
/** Profiles list the slots of the next 60 days; the booking window is six months (001 §9). */
const PROFILE_SLOT_DAYS = 60;
const CALENDAR_DAYS = 183;
const PROFILE_REVIEWS = 50;
const RELATED_VENDORS = 6;
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

export interface DashboardSearch {
  text?: string | undefined;
  city?: string | undefined;
  min_rating?: number | undefined;
  max_price?: number | undefined;
  serviceTypeIds?: readonly number[] | undefined;
  skip: number;
  limit: number;
}

export function createListingsService(db: Db) {
  const searchRepo = createSearchRepo(db);
  const profiles = createProfileRepo(db);

  function cards(rows: ListingRow[]) {
    const images = searchRepo.portfolioImages(
      rows.map((row) => row.id),
      PORTFOLIO_IMAGES,
    );
    return rows.map((row) => presentCard(row, images.get(row.id) ?? []));
  }

  function page(total: number, skip: number, limit: number) {
    return {
      total_count: total,
      current_page: Math.floor(skip / limit) + 1,
      total_pages: Math.ceil(total / limit),
    };
  }

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
    return { businesses: cards(rows), ...page(total, query.skip, query.limit) };
  }

  /** The customer dashboard's search (001 §3 "Search result business (dashboard)"). */
  function searchWithDetails(query: DashboardSearch) {
    const answer = search(
      {
        text: query.text,
        city: query.city,
        min_rating: query.min_rating,
        max_price: query.max_price,
        sort: 'relevance',
        skip: query.skip,
        limit: query.limit,
      } as SearchQuery,
      query.serviceTypeIds,
    );
    const ids = answer.businesses.map((card) => card.business_id);
    const services = new Map<number, { name: string }[]>();
    for (const row of profiles.servicesOfMany(ids)) {
      services.set(row.business_id, [...(services.get(row.business_id) ?? []), { name: row.name }]);
    }
    const packages = new Map<number, ReturnType<typeof presentPackage>[]>();
    for (const row of profiles.packagesOfMany(ids)) {
      packages.set(row.business_id, [
        ...(packages.get(row.business_id) ?? []),
        presentPackage(row),
      ]);
    }
    return {
      ...answer,
      businesses: answer.businesses.map((card) => ({
        business_id: card.business_id,
        business_name: card.business_name,
        slug: card.slug,
        address: card.address,
        city: card.business_city,
        business_type: card.business_type,
        rating: card.rating,
        review_count: card.review_count,
        description: card.bio,
        thumbnail_url: card.thumbnail_url,
        services: services.get(card.business_id) ?? [],
        packages: packages.get(card.business_id) ?? [],
        contact_phone: card.business_phone,
        contact_email: card.business_email,
      })),
    };
  }

  function latest(skip: number, limit: number) {
    const total = profiles.countAll();
    const rows = profiles.latest(skip, limit);
    const thumbnails = profiles.thumbnails(rows.map((row) => row.id));
    return {
      businesses: rows.map((row) => presentBusiness(row, thumbnails.get(row.id) ?? null)),
      ...page(total, skip, limit),
    };
  }

  function related(row: ProfileRow) {
    const ids = profiles.relatedIds(row.business_type_id, row.id, RELATED_VENDORS);
    const thumbnails = profiles.thumbnails(ids);
    return ids
      .map((id) => profiles.byId(id))
      .filter((vendor): vendor is ProfileRow => vendor !== undefined)
      .map((vendor) => ({
        business_id: vendor.id,
        business_name: vendor.business_name,
        slug: vendor.slug,
        rating: vendor.rating,
        review_count: vendor.review_count,
        address: vendor.address,
        city_name: vendor.city_name,
        business_type_name: vendor.business_type_name,
        min_price: vendor.min_price,
        thumbnail_url: thumbnails.get(vendor.id) ?? null,
      }));
  }

  function profile(row: ProfileRow | undefined) {
    if (!row) throw notFound(BUSINESS_NOT_FOUND);
    const today = todayInPakistan();
    const media = profiles.media(row.id).map(presentMedia);
    const distribution = Object.fromEntries([1, 2, 3, 4, 5].map((star) => [star, 0]));
    for (const { rating, n } of profiles.distribution(row.id)) distribution[rating] = n;
    return {
      ...presentBusiness(row, media.find((item) => item.is_thumbnail)?.media_link ?? null),
      packages: profiles.packages(row.id).map(presentPackage),
      services: profiles.services(row.id).map((service) => ({
        service_id: service.id,
        service_type_id: service.service_type_id,
        service_type: {
          service_type_id: service.service_type_id,
          service_type_name: service.service_type_name,
          description: service.description,
        },
      })),
      reviews: profiles.reviews(row.id, PROFILE_REVIEWS).map(presentReview),
      rating_distribution: distribution,
      slots: profiles
        .slots(row.id, today, addDays(today, PROFILE_SLOT_DAYS))
        .map((slot) => presentSlot(slot, row.user_business_mapping_id)),
      relevant_vendors: related(row),
      media,
    };
  }

  function requireBusiness(id: number): ProfileRow {
    const row = profiles.byId(id);
    if (!row) throw notFound(BUSINESS_NOT_FOUND);
    return row;
  }

  return {
    search,
    searchWithDetails,
    latest,
    profileBySlug: (slug: string) => profile(profiles.bySlug(slug)),
    profileById: (id: number) => profile(profiles.byId(id)),
    ofUser: (userId: number) =>
      profiles
        .ofUser(userId)
        .map((row) => presentBusiness(row, profiles.thumbnails([row.id]).get(row.id) ?? null)),
    slots: (id: number, start: string, end: string) => {
      const row = requireBusiness(id);
      return profiles
        .slots(id, start, end)
        .map((slot) => presentSlot(slot, row.user_business_mapping_id));
    },
    calendar: (id: number) => {
      requireBusiness(id);
      const today = todayInPakistan();
      const end = addDays(today, CALENDAR_DAYS);
      return {
        business_id: id,
        start: today,
        end,
        days: profiles.calendar(id, today, end).map((day) => ({
          date: day.date,
          total_slots: day.total,
          available_slots: day.open,
        })),
      };
    },
    packagesOf: (id: number) => {
      requireBusiness(id);
      return profiles.packages(id).map(presentPackage);
    },
    reviewsOf: (id: number) => {
      requireBusiness(id);
      return profiles.reviews(id, PROFILE_REVIEWS).map(presentReview);
    },
    media: (id: number) => {
      requireBusiness(id);
      return profiles.media(id).map(presentMedia);
    },
  };
}
