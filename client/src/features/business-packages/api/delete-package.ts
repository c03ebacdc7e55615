import { api, call } from '@/lib/http';
import { useWrite } from '@/lib/mutations';
import { packagesKey } from './get-packages';

/** DELETE /business/{id}/packages/{pid}; bookings that chose it keep their other details. */
export async function deletePackage(businessId: number, packageId: number): Promise<void> {
  await call(() => api.delete(`business/${businessId}/packages/${packageId}`));
}

export const useDeletePackage = (businessId: number) =>
  useWrite((packageId: number) => deletePackage(businessId, packageId), [packagesKey(businessId)]);
