import { api, call } from '@/lib/http';

/** DELETE /business/{id}/packages/{pid}; bookings that chose it keep their other details. */
export async function deletePackage(businessId: number, packageId: number): Promise<void> {
  await call(() => api.delete(`business/${businessId}/packages/${packageId}`));
}
