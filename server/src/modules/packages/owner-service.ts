// The owner's packages (docs/product/resources.md#packages, docs/product/texts.md#limits, docs/product/resources.md#calls), in the one package shape the profile and the
// comparison show. Deleting a package that bookings chose leaves them without one
// (package_id ON DELETE SET NULL); their presenters show no package rather than failing.

import {
  PACKAGE_ERRORS,
  type PackageInput,
  type PackageUpdate,
} from '@baraat/shared/schemas/business-packages';
import type { Package } from '@baraat/shared/schemas/vendor-profile';
import { type Db, inTransaction, nowIso } from '../../db/connection';
import { notFound } from '../../http/errors';
import { createOwnerPackagesRepo } from './owner-repo';
import { presentPackage } from './presenter';
import { createPackagesRepo } from './repo';

/** Every call is on the caller's own business, which the route has checked. */
export function createOwnerPackagesService(db: Db) {
  const packages = createOwnerPackagesRepo(db);
  const reads = createPackagesRepo(db);

  function own(businessId: number, id: number) {
    const row = packages.find(id, businessId);
    if (!row) throw notFound(PACKAGE_ERRORS.notFound);
    return row;
  }

  function list(businessId: number): Package[] {
    return reads.ofBusiness(businessId).map(presentPackage);
  }

  function create(businessId: number, input: PackageInput): Package {
    return inTransaction(db, () => {
      const id = packages.insert({
        ...input,
        features: JSON.stringify(input.features),
        is_popular: input.is_popular ? 1 : 0,
        business_id: businessId,
        now: nowIso(),
      });
      packages.recount(businessId);
      return presentPackage(own(businessId, id));
    });
  }

  function update(businessId: number, id: number, input: PackageUpdate) {
    return inTransaction(db, () => {
      const row = own(businessId, id);
      packages.update({
        id,
        package_name: input.package_name ?? row.package_name,
        description: input.description ?? row.description,
        price: input.price ?? row.price,
        price_basis: input.price_basis ?? row.price_basis,
        duration_hours: input.duration_hours ?? row.duration_hours,
        max_guests: input.max_guests ?? row.max_guests,
        features: input.features ? JSON.stringify(input.features) : row.features,
        is_popular: input.is_popular === undefined ? row.is_popular : input.is_popular ? 1 : 0,
        now: nowIso(),
      });
      packages.recount(businessId);
      return presentPackage(own(businessId, id));
    });
  }

  function remove(businessId: number, id: number): void {
    inTransaction(db, () => {
      own(businessId, id);
      packages.remove(id);
      packages.recount(businessId);
    });
  }

  return { list, create, update, remove };
}

export type OwnerPackagesService = ReturnType<typeof createOwnerPackagesService>;
