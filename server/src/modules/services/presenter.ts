import type { BusinessService } from '@baraat/shared/schemas/business-services';
import type { BusinessServiceRow } from './repo';

/** A business's service in the profile's shape (docs/product/business-desk.md#what-a-business-holds: service_id, service_type). */
export function presentBusinessService(row: BusinessServiceRow): BusinessService {
  return {
    service_id: row.id,
    service_type_id: row.service_type_id,
    service_type: {
      service_type_id: row.service_type_id,
      service_type_name: row.service_type_name,
      description: row.description,
    },
  };
}
