import type { BusinessService } from '@baraat/shared/schemas/business-services';
import { api, call } from '@/lib/http';

/** POST /business/{id}/services; adding one already offered answers it again (200). */
export function addService(businessId: number, serviceTypeId: number): Promise<BusinessService> {
  return call(() =>
    api
      .post(`business/${businessId}/services`, { json: { service_type_id: serviceTypeId } })
      .json<BusinessService>(),
  );
}
