// The services a business offers (docs/product/resources.md#services, docs/product/resources.md#calls): chosen from its own business type's
// service types. Adding one it already offers answers the existing row (200, not 201), so a
// retried add never fails; removing needs the owner of that business.
import { type BusinessService, SERVICE_ERRORS } from '@baraat/shared/schemas/business-services';
import { type Db, inTransaction, nowIso } from '../../db/connection';
import { fieldError, notFound } from '../../http/errors';
import type { OwnedBusiness } from '../../http/owned-business';
import type { CatalogSync } from '../catalog/service';
import { presentBusinessService } from './presenter';
import { createServicesRepo } from './repo';

/** Every call is on the caller's own business, which the route has found. */
export function createServicesService(db: Db, catalog: CatalogSync) {
  const services = createServicesRepo(db);

  function list(businessId: number): BusinessService[] {
    return services.list(businessId).map(presentBusinessService);
  }

  function add(
    business: OwnedBusiness,
    serviceTypeId: number,
  ): { created: boolean; service: BusinessService } {
    const { businessId } = business;
    const offered = catalog.serviceTypes(business.businessTypeId);
    if (!offered.some((type) => type.service_type_id === serviceTypeId)) {
      throw fieldError('body', 'service_type_id', SERVICE_ERRORS.wrongType);
    }
    return inTransaction(db, () => {
      const created = services.insert(businessId, serviceTypeId, nowIso());
      const row = services.findByType(businessId, serviceTypeId)!;
      return { created, service: presentBusinessService(row) };
    });
  }

  function remove(business: OwnedBusiness, serviceId: number): void {
    const row = services.find(serviceId);
    if (!row || row.business_id !== business.businessId) throw notFound(SERVICE_ERRORS.notFound);
    services.remove(serviceId);
  }

  return { list, add, remove };
}

export type ServicesService = ReturnType<typeof createServicesService>;
