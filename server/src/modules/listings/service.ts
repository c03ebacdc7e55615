// The vendor read model: what discovery, profiles and other modules read of a business
// (docs/product/discovery.md#the-customer-screens, §3, §7). Other modules read vendors through this service, never its repos.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { pageInfo } from '@baraat/shared/domain/paging';
import type { LatestListingsResponse } from '@baraat/shared/schemas/listings';
import type { VendorCalendar, VendorProfile } from '@baraat/shared/schemas/vendor-profile';
import type { Db } from '../../db/connection';
import { notFound } from '../../http/errors';
import type { MediaReads } from '../media/service';
import type { PackageReads } from '../packages/service';
import { CALENDAR_DAYS } from '../search/service';
import { presentBusiness, presentRelated, presentReview, presentSlot } from './presenter';
import { createProfileRepo, type ProfileRow } from './repo';

export const BUSINESS_NOT_FOUND = 'Business not found';
/** Profiles list the slots of the next 60 days; the booking window is six months (docs/product/texts.md#limits). */
const PROFILE_SLOT_DAYS = 60;
const PROFILE_REVIEWS = 50;
const RELATED_VENDORS = 6;

/** A profile's packages and photos are their own modules', read through their services. */
export function createListingsService(db: Db, packages: PackageReads, media: MediaReads) {
  const profiles = createProfileRepo(db);

  function latest(skip: number, limit: number): LatestListingsResponse {
    const total = profiles.countAll();
    const rows = profiles.latest(skip, limit);
    const thumbnails = profiles.thumbnails(rows.map((row) => row.id));
    return {
      businesses: rows.map((row) => presentBusiness(row, thumbnails.get(row.id) ?? null)),
      ...pageInfo(total, skip, limit),
    };
  }

  function related(row: ProfileRow) {
    const ids = profiles.relatedIds(row.business_type_id, row.id, RELATED_VENDORS);
    const thumbnails = profiles.thumbnails(ids);
    return ids
      .map((id) => profiles.byId(id))
      .filter((vendor): vendor is ProfileRow => vendor !== undefined)
      .map((vendor) => presentRelated(vendor, thumbnails.get(vendor.id) ?? null));
  }

  function profile(row: ProfileRow | undefined): VendorProfile {
    if (!row) throw notFound(BUSINESS_NOT_FOUND);
    const today = todayInPakistan();
    const photos = media.ofBusiness(row.id);
    const distribution = Object.fromEntries([1, 2, 3, 4, 5].map((star) => [star, 0]));
    for (const { rating, n } of profiles.distribution(row.id)) distribution[rating] = n;
    return {
      ...presentBusiness(row, photos.find((item) => item.is_thumbnail)?.media_link ?? null),
      packages: packages.ofBusiness(row.id),
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
      media: photos,
    };
  }

  /** A live business, or 404. */
  function requireBusiness(id: number): ProfileRow {
    const row = profiles.byId(id);
    if (!row) throw notFound(BUSINESS_NOT_FOUND);
    return row;
  }

  /** The service names and packages of several businesses, for lists that show them. */
  function offersOf(ids: number[]) {
    const services = new Map<number, { name: string }[]>();
    for (const row of profiles.servicesOfMany(ids)) {
      services.set(row.business_id, [...(services.get(row.business_id) ?? []), { name: row.name }]);
    }
    return { services, packages: packages.ofBusinesses(ids) };
  }

  return {
    latest,
    offersOf,
    /** Throws 404 unless the business exists and is not deleted. */
    assertBusiness: (id: number) => {
      requireBusiness(id);
    },
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
    calendar: (id: number): VendorCalendar => {
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
      return packages.ofBusiness(id);
    },
    reviewsOf: (id: number) => {
      requireBusiness(id);
      return profiles.reviews(id, PROFILE_REVIEWS).map(presentReview);
    },
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;
