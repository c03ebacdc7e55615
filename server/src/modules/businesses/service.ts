// Businesses as the customer dashboard and the owner see them (docs/product/discovery.md#calls, docs/product/resources.md#calls): the
// dashboard's search rules over the listings service, vendor details, and the owner's own.
import { CITIES, DASHBOARD_CITIES, serviceTypeIdsFor } from '@baraat/shared/constants/catalog';
import { isHallBusiness } from '@baraat/shared/domain/business-kind';
import { slugify, uniqueSlug } from '@baraat/shared/domain/slug';
import { fill, tx } from '@baraat/shared/i18n/text';
import type {
  BusinessDetails,
  BusinessEdit,
  BusinessOwner,
  DashboardSearchResponse,
  MyBusiness,
} from '@baraat/shared/schemas/businesses';
import type { SearchQuery } from '@baraat/shared/schemas/listings';
import { nowIso } from '../../db/connection';
import type { Database, Step } from '../../db/engine';
import type { AuthUser } from '../../http/context';
import { fieldError, notFound } from '../../http/errors';
import { BUSINESS_NOT_FOUND, type OwnedBusiness } from '../../http/owned-business';
import type { FavoritesService } from '../favorites/service';
import type { ListingsService } from '../listings/service';
import type { DatabaseSearch } from '../search/service';
import { presentDashboardBusiness, presentOwnedBusiness } from './presenter';
import { businessesRepo as businesses, type NewBusiness, type OwnedBusinessRow } from './repo';

export const NO_BUSINESS = tx('No business is registered to this account');

export interface DashboardSearch {
  q?: string | undefined;
  city?: string | undefined;
  service_type?: string | undefined;
  min_rating?: number | undefined;
  max_price?: number | undefined;
  skip: number;
  limit: number;
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A dashboard service name (docs/product/texts.md#limits) or one of Baraat's service types; 422 for others. */
function serviceTypeIds(value: string | undefined): number[] | undefined {
  if (!value || value.toLowerCase() === 'all') return undefined;
  const ids = serviceTypeIdsFor(value);
  if (!ids)
    throw fieldError('query', 'service_type', fill(tx('Unknown service type: {value}'), { value }));
  return ids;
}

export function createBusinessesService(
  db: Database,
  listings: ListingsService,
  favorites: Pick<FavoritesService, 'savedIds'>,
  searches: DatabaseSearch,
) {
  /** The dashboard's search (docs/product/booking.md#dashboard-search), marking the customer's saved vendors. */
  async function search(
    query: DashboardSearch,
    user: AuthUser | undefined,
  ): Promise<DashboardSearchResponse> {
    const city = query.city && query.city.toLowerCase() !== 'all' ? query.city : undefined;
    const known = city && CITIES.some((c) => sameName(c.name, city) || String(c.id) === city);
    if (city && !known && !DASHBOARD_CITIES.some((name) => sameName(name, city))) {
      throw fieldError('query', 'city', fill(tx('Unknown city: {value}'), { value: city }));
    }
    const types = serviceTypeIds(query.service_type);
    // A city of the dashboard's list where no vendor is listed yet.
    if (city && !known) return { businesses: [], total_count: 0, current_page: 1, total_pages: 0 };
    const saved =
      user && !user.isBusinessOwner ? await favorites.savedIds(user.id) : new Set<number>();
    const answer = await searches.search(
      {
        text: query.q || undefined,
        city,
        min_rating: query.min_rating,
        max_price: query.max_price,
        sort: 'relevance',
        skip: query.skip,
        limit: query.limit,
      } as SearchQuery,
      types,
    );
    const offers = await listings.offersOf(answer.businesses.map((card) => card.business_id));
    return {
      ...answer,
      businesses: answer.businesses.map((card) =>
        presentDashboardBusiness(
          card,
          {
            services: offers.services.get(card.business_id) ?? [],
            packages: offers.packages.get(card.business_id) ?? [],
          },
          saved.has(card.business_id),
        ),
      ),
    };
  }

  /** The public profile with the contact fields the dashboard reads. */
  async function details(id: number): Promise<BusinessDetails> {
    const profile = await listings.profileById(id);
    return {
      ...profile,
      contact_phone: profile.business_phone,
      contact_email: profile.business_email,
    };
  }

  /**
   * A new owner's business under a free slug of its name, and the owner's mapping to it;
   * runs inside the caller's transaction (business sign-up). Returns the business id.
   */
  function* registerStep(ownerUserId: number, business: Omit<NewBusiness, 'slug'>): Step<number> {
    const base = slugify(business.business_name);
    const id = yield* businesses.insert({
      ...business,
      slug: uniqueSlug(base, yield* businesses.slugsLike(base)),
    });
    yield* businesses.insertMapping(ownerUserId, id, business.business_type_id, business.now);
    return id;
  }

  /** The owner's own business as its settings show it (docs/product/resources.md#calls). */
  function* profileStep(businessId: number): Step<MyBusiness> {
    return presentOwnedBusiness((yield* businesses.findOwned(businessId))!);
  }

  /** The owner's business (the requireOwnedBusiness guard's lookup); 404 when there is none. */
  async function owned(ownerUserId: number): Promise<OwnedBusiness> {
    return ownedRow(await db.read(businesses.findOwnedBy(ownerUserId)));
  }

  /** The business a staff member works for (docs/product/accounts.md#staff-and-roles). */
  async function staffed(businessId: number): Promise<OwnedBusiness> {
    return ownedRow(await db.read(businesses.findOwned(businessId)));
  }

  function ownedRow(row: OwnedBusinessRow | undefined): OwnedBusiness {
    if (!row) throw notFound(NO_BUSINESS);
    return {
      businessId: row.business_id,
      mappingId: row.user_business_mapping_id,
      businessName: row.business_name,
      businessTypeId: row.business_type_id,
      typeName: row.business_type_name,
      slug: row.slug,
      isHall: isHallBusiness(row.business_type_name, row.business_name),
      holdDays: row.hold_days,
      advancePercent: row.advance_percent,
    };
  }

  /**
   * PUT /business/{id}: the owner edits the profile; a field left out keeps its value. The
   * slug stays as it was when the name changes, so links already shared still open the
   * profile. The FTS and search_meta triggers (migrations 0004, 0005) reindex the row in
   * the same statement, and listings reads profiles straight from the table, so search and
   * the public profile show the new name and bio at once.
   */
  function updateProfile(businessId: number, edit: BusinessEdit): Promise<MyBusiness> {
    const now = nowIso();
    return db.transaction(function* () {
      const current = (yield* businesses.findOwned(businessId))!;
      yield* businesses.updateProfile({
        id: current.business_id,
        business_name: edit.business_name,
        address: edit.address ?? current.address,
        business_phone: edit.business_phone ?? current.business_phone,
        website: edit.website === undefined ? current.website : edit.website,
        bio: edit.bio ?? current.bio,
        facebook_page:
          edit.facebook_page === undefined ? current.facebook_page : edit.facebook_page,
        instagram_page:
          edit.instagram_page === undefined ? current.instagram_page : edit.instagram_page,
        hold_days: edit.hold_days ?? current.hold_days,
        advance_percent: edit.advance_percent ?? current.advance_percent,
        now,
      });
      return yield* profileStep(businessId);
    });
  }

  /** GET /business/{id}/owner: the account that answers for a live business (docs/product/accounts.md#calls). */
  async function ownerOf(id: number): Promise<BusinessOwner> {
    const owner = await db.read(businesses.ownerOf(id));
    if (owner === undefined) throw notFound(BUSINESS_NOT_FOUND);
    return { business_id: id, owner_user_id: owner };
  }

  return {
    search,
    details,
    profile: (businessId: number) => db.read(profileStep(businessId)),
    updateProfile,
    ownerOf,
    owned,
    staffed,
    /** A new owner's business, as a step of the business sign-up's transaction. */
    registerStep,
    /** The slots of one day. */
    slotsOn: (id: number, date: string) => listings.slots(id, date, date),
    packages: listings.packagesOf,
    reviews: listings.reviewsOf,
  };
}

export type BusinessesService = ReturnType<typeof createBusinessesService>;
