// The owner's packages (docs/product/resources.md#packages, docs/product/texts.md#limits, docs/product/resources.md#calls), in the one package shape the profile and the
// comparison show. Deleting a package that bookings chose leaves them without one
// (package_id ON DELETE SET NULL); their presenters show no package rather than failing.

import type { PackageInput, PackageUpdate } from '@baraat/shared/schemas/business-packages';
import type { Package } from '@baraat/shared/schemas/vendor-profile';
import { nowIso } from '../../db/connection';
import type { Database, Step } from '../../db/engine';
import { deskActor } from '../../policies/actor';
import { authorize } from '../../policies/authorize';
import { packagePolicy } from '../../policies/business';
import { ownerPackagesRepo as packages } from './owner-repo';
import { presentPackage } from './presenter';
import { type PackageRow, packagesRepo } from './repo';

function* own(businessId: number, id: number): Step<PackageRow> {
  return authorize(deskActor({ businessId }), 'change', packagePolicy, yield* packages.find(id));
}

/** Every call is on the caller's own business, which the route has checked. On either engine
 * (docs/architecture.md#10-two-engines). */
export function createOwnerPackagesService(db: Database) {
  async function list(businessId: number): Promise<Package[]> {
    return (await db.read(packagesRepo.ofBusiness(businessId))).map(presentPackage);
  }

  function create(businessId: number, input: PackageInput): Promise<Package> {
    const now = nowIso();
    return db.transaction(function* () {
      const id = yield* packages.insert({
        ...input,
        features: JSON.stringify(input.features),
        is_popular: input.is_popular ? 1 : 0,
        business_id: businessId,
        now,
      });
      yield* packages.recount(businessId);
      return presentPackage(yield* own(businessId, id));
    });
  }

  function update(businessId: number, id: number, input: PackageUpdate): Promise<Package> {
    const now = nowIso();
    return db.transaction(function* () {
      const row = yield* own(businessId, id);
      yield* packages.update({
        id,
        package_name: input.package_name ?? row.package_name,
        description: input.description ?? row.description,
        price: input.price ?? row.price,
        price_basis: input.price_basis ?? row.price_basis,
        duration_hours: input.duration_hours ?? row.duration_hours,
        max_guests: input.max_guests ?? row.max_guests,
        features: input.features ? JSON.stringify(input.features) : row.features,
        is_popular: input.is_popular === undefined ? row.is_popular : input.is_popular ? 1 : 0,
        now,
      });
      yield* packages.recount(businessId);
      return presentPackage(yield* own(businessId, id));
    });
  }

  async function remove(businessId: number, id: number): Promise<void> {
    await db.transaction(function* () {
      yield* own(businessId, id);
      yield* packages.remove(id);
      yield* packages.recount(businessId);
    });
  }

  return { list, create, update, remove };
}

export type OwnerPackagesService = ReturnType<typeof createOwnerPackagesService>;
