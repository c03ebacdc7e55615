// Package comparison's search (docs/product/discovery.md#package-comparison; docs/product/decisions.md#the-decisions-at-a-glance): real
// packages of live vendors, filtered and sorted, each with its vendor's availability.
import { BUSINESS_TYPES, CITIES } from '@baraat/shared/constants/catalog';
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { pageInfo } from '@baraat/shared/domain/paging';
import {
  AVAILABILITY_WINDOW_DAYS,
  type PackageSearchQuery,
  type PackageSearchResponse,
} from '@baraat/shared/schemas/packages';
import type { Package } from '@baraat/shared/schemas/vendor-profile';
import type { Database, Step } from '../../db/engine';
import { resolveCatalogId } from '../catalog/service';
import { presentPackage, presentPackageCard } from './presenter';
import { createPackageSearch, packagesRepo } from './repo';

/** On either engine (docs/architecture.md#10-two-engines). */
export function createPackagesService(db: Database) {
  const packages = createPackageSearch();

  function search(query: PackageSearchQuery): Promise<PackageSearchResponse> {
    const filters = {
      typeId: resolveCatalogId(BUSINESS_TYPES, query.category, 'category', 'business type'),
      cityId: resolveCatalogId(CITIES, query.city, 'city', 'city'),
      minPrice: query.min_price,
      maxPrice: query.max_price,
      minRating: query.min_rating,
      minGuests: query.max_guests,
    };
    const today = todayInPakistan();
    return db.read(
      (function* () {
        const { ids, total } = yield* packages.search(filters, query.sort, query.skip, query.limit);
        const rows = yield* packages.cards(ids);
        const slots = yield* packages.openSlots(
          [...new Set(rows.map((row) => row.business_id))],
          today,
          addDays(today, AVAILABILITY_WINDOW_DAYS),
        );
        return {
          packages: rows.map((row) => presentPackageCard(row, slots.get(row.business_id), today)),
          ...pageInfo(total, query.skip, query.limit),
        };
      })(),
    );
  }

  return { search };
}

export type PackagesService = ReturnType<typeof createPackagesService>;

/** A business's packages as steps, for the profile and the vendor lists (listings), on either
 * engine. */
export const packageReads = {
  /** A business's packages, cheapest first, as its profile shows them. */
  *ofBusiness(businessId: number): Step<Package[]> {
    return (yield* packagesRepo.ofBusiness(businessId)).map(presentPackage);
  },
  /** The packages of several businesses, by business id, cheapest first. */
  *ofBusinesses(businessIds: number[]): Step<Map<number, Package[]>> {
    const byBusiness = new Map<number, Package[]>();
    for (const row of yield* packagesRepo.ofBusinesses(businessIds)) {
      byBusiness.set(row.business_id, [
        ...(byBusiness.get(row.business_id) ?? []),
        presentPackage(row),
      ]);
    }
    return byBusiness;
  },
};
