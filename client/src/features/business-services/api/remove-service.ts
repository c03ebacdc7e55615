import { api, call } from '@/lib/http';
import { useWrite } from '@/lib/mutations';
import { businessServicesKey } from './get-business-services';

/** DELETE /services/{id}. */
export async function removeService(serviceId: number): Promise<void> {
  await call(() => api.delete(`services/${serviceId}`));
}

export const useRemoveService = (businessId: number) =>
  useWrite(removeService, [businessServicesKey(businessId)]);
