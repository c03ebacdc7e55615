// The vendor read model: what discovery, profiles and other modules read of a business
// (docs/product/discovery.md#the-customer-screens). Other modules read vendors through this service, never its repos.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { pageInfo } from '@baraat/shared/domain/paging';
import { tx } from '@baraat/shared/i18n/text';
import type { LatestListingsResponse } from '@baraat/shared/schemas/listings';
import type { VendorCalendar, VendorProfile } from '@baraat/shared/schemas/vendor-profile';
import type { Database, Step } from '../../db/engine';
import { notFound } from '../../http/errors';
import { mediaReads } from '../media/service';
import { packageReads } from '../packages/service';
import { CALENDAR_DAYS } from '../search/service';
import { presentBusiness, presentRelated, presentReview, presentSlot } from './presenter';
import { type ProfileRow, profileRepo as profiles } from './repo';

export const BUSINESS_NOT_FOUND = tx('Business not found');
/** Profiles list the slots of the next 60 days; the booking window is six months (docs/product/texts.md#limits). */
export const PROFILE_SLOT_DAYS = 60;
/** A profile shows this many reviews, the latest first. */
export const PROFILE_REVIEWS = 50;
const RELATED_VENDORS = 6;

function* latestStep(skip: number, limit: number): Step<LatestListingsResponse> {
  const total = yield* profiles.countAll();
  const rows = yield* profiles.latest(skip, limit);
  const thumbnails = yield* profiles.thumbnails(rows.map((row) => row.id));
  return {
    businesses: rows.map((row) => presentBusiness(row, thumbnails.get(row.id) ?? null)),
    ...pageInfo(total, skip, limit),
  };
}

function* relatedStep(row: ProfileRow) {
  const ids = yield* profiles.relatedIds(row.business_type_id, row.id, RELATED_VENDORS);
  const thumbnails = yield* profiles.thumbnails(ids);
  const vendors: ProfileRow[] = [];
  for (const id of ids) {
    const vendor = yield* profiles.byId(id);
    if (vendor) vendors.push(vendor);
  }
  return vendors.map((vendor) => presentRelated(vendor, thumbnails.get(vendor.id) ?? null));
}

/** The photo a business chose for its cover (the profile's largest paint), if it chose one. */
const coverOf = (photos: { is_thumbnail: boolean; media_link: string }[]) =>
  photos.find((item) => item.is_thumbnail)?.media_link ?? null;

/** A profile's packages and photos are their own modules', read through their services. */
function* profileStep(row: ProfileRow | undefined, today: string): Step<VendorProfile> {
  if (!row) throw notFound(BUSINESS_NOT_FOUND);
  const photos = yield* mediaReads.ofBusiness(row.id);
  const distribution = Object.fromEntries([1, 2, 3, 4, 5].map((star) => [star, 0]));
  for (const { rating, n } of yield* profiles.distribution(row.id)) distribution[rating] = n;
  const services = yield* profiles.services(row.id);
  return {
    ...presentBusiness(row, coverOf(photos)),
    packages: yield* packageReads.ofBusiness(row.id),
    services: services.map((service) => ({
      service_id: service.id,
      service_type_id: service.service_type_id,
      service_type: {
        service_type_id: service.service_type_id,
        service_type_name: service.service_type_name,
        description: service.description,
      },
    })),
    reviews: (yield* profiles.reviews(row.id, PROFILE_REVIEWS)).map(presentReview),
    rating_distribution: distribution,
    slots: (yield* profiles.slots(row.id, today, addDays(today, PROFILE_SLOT_DAYS))).map((slot) =>
      presentSlot(slot, row.user_business_mapping_id),
    ),
    relevant_vendors: yield* relatedStep(row),
    media: photos,
  };
}

/** A live business, or 404. */
function* requireBusiness(id: number): Step<ProfileRow> {
  const row = yield* profiles.byId(id);
  if (!row) throw notFound(BUSINESS_NOT_FOUND);
  return row;
}

/** The service names and packages of several businesses, for lists that show them. */
function* offersStep(ids: number[]) {
  const services = new Map<number, { name: string }[]>();
  for (const row of yield* profiles.servicesOfMany(ids)) {
    services.set(row.business_id, [...(services.get(row.business_id) ?? []), { name: row.name }]);
  }
  return { services, packages: yield* packageReads.ofBusinesses(ids) };
}

function* packagesOfStep(id: number) {
  yield* requireBusiness(id);
  return yield* packageReads.ofBusiness(id);
}

function* reviewsOfStep(id: number) {
  yield* requireBusiness(id);
  return (yield* profiles.reviews(id, PROFILE_REVIEWS)).map(presentReview);
}

function* slotsStep(id: number, start: string, end: string) {
  const row = yield* requireBusiness(id);
  return (yield* profiles.slots(id, start, end)).map((slot) =>
    presentSlot(slot, row.user_business_mapping_id),
  );
}

/** The vendor read model on either engine (docs/architecture.md#10-two-engines). */
export function createListingsService(db: Database) {
  return {
    latest: (skip: number, limit: number) => db.read(latestStep(skip, limit)),
    offersOf: (ids: number[]) => db.read(offersStep(ids)),
    /** Throws 404 unless the business exists and is not deleted. */
    assertBusiness: async (id: number) => {
      await db.read(requireBusiness(id));
    },
    profileBySlug: (slug: string) =>
      db.read(
        (function* () {
          return yield* profileStep(yield* profiles.bySlug(slug), todayInPakistan());
        })(),
      ),
    profileById: (id: number) => db.read(profileStepById(id)),
    /** The cover's address of the business a profile's slug names: null for none, or no such. */
    coverBySlug: (slug: string) =>
      db.read(
        (function* () {
          const row = yield* profiles.bySlug(slug);
          return row ? coverOf(yield* mediaReads.ofBusiness(row.id)) : null;
        })(),
      ),
    ofUser: (userId: number) =>
      db.read(
        (function* () {
          const rows = yield* profiles.ofUser(userId);
          const thumbnails = yield* profiles.thumbnails(rows.map((row) => row.id));
          return rows.map((row) => presentBusiness(row, thumbnails.get(row.id) ?? null));
        })(),
      ),
    slots: (id: number, start: string, end: string) => db.read(slotsStep(id, start, end)),
    calendar: (id: number): Promise<VendorCalendar> =>
      db.read(
        (function* () {
          yield* requireBusiness(id);
          const today = todayInPakistan();
          const end = addDays(today, CALENDAR_DAYS);
          const days = yield* profiles.calendar(id, today, end);
          return {
            business_id: id,
            start: today,
            end,
            days: days.map((day) => ({
              date: day.date,
              total_slots: day.total,
              available_slots: day.open,
            })),
          };
        })(),
      ),
    packagesOf: (id: number) => db.read(packagesOfStep(id)),
    reviewsOf: (id: number) => db.read(reviewsOfStep(id)),
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;

function* profileStepById(id: number) {
  return yield* profileStep(yield* profiles.byId(id), todayInPakistan());
}
