// The services a business offers (docs/product/resources.md#services, docs/product/resources.md#calls): chosen from its own business type's
// service types. Adding one it already offers answers the existing row (200, not 201), so a
// retried add never fails; removing needs the owner of that business.
import { type BusinessService, SERVICE_ERRORS } from '@baraat/shared/schemas/business-services';
import { nowIso } from '../../db/connection';
import type { Database } from '../../db/engine';
import { fieldError } from '../../http/errors';
import type { OwnedBusiness } from '../../http/owned-business';
import { deskActor } from '../../policies/actor';
import { authorize } from '../../policies/authorize';
import { servicePolicy } from '../../policies/business';
import type { CatalogService } from '../catalog/service';
import { presentBusinessService } from './presenter';
import { servicesRepo as services } from './repo';

/**
 * Every call is on the caller's own business, which the route has found. On either engine
 * (docs/architecture.md#10-two-engines).
 */
export function createServicesService(db: Database, catalog: CatalogService) {
  async function list(businessId: number): Promise<BusinessService[]> {
    return (await db.read(services.list(businessId))).map(presentBusinessService);
  }

  async function add(
    business: OwnedBusiness,
    serviceTypeId: number,
  ): Promise<{ created: boolean; service: BusinessService }> {
    const { businessId } = business;
    const offered = await catalog.serviceTypes(business.businessTypeId);
    if (!offered.some((type) => type.service_type_id === serviceTypeId)) {
      throw fieldError('body', 'service_type_id', SERVICE_ERRORS.wrongType);
    }
    const now = nowIso();
    return db.transaction(function* () {
      const created = yield* services.insert(businessId, serviceTypeId, now);
      const row = (yield* services.findByType(businessId, serviceTypeId))!;
      return { created, service: presentBusinessService(row) };
    });
  }

  async function remove(business: OwnedBusiness, serviceId: number): Promise<void> {
    await db.transaction(function* () {
      authorize(deskActor(business), 'remove', servicePolicy, yield* services.find(serviceId));
      yield* services.remove(serviceId);
    });
  }

  return { list, add, remove };
}

export type ServicesService = ReturnType<typeof createServicesService>;
