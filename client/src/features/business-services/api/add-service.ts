import type { BusinessService } from '@baraat/shared/schemas/business-services';
import { api, call } from '@/lib/http';
import { useWrite } from '@/lib/mutations';
import { businessServicesKey } from './get-business-services';

/** POST /business/{id}/services; adding one already offered answers it again (200). */
export function addService(businessId: number, serviceTypeId: number): Promise<BusinessService> {
  return call(() =>
    api
      .post(`business/${businessId}/services`, { json: { service_type_id: serviceTypeId } })
      .json<BusinessService>(),
  );
}

export const useAddService = (businessId: number) =>
  useWrite(
    (serviceTypeId: number) => addService(businessId, serviceTypeId),
    [businessServicesKey(businessId)],
  );
