import { api, call } from '@/lib/http';

/** DELETE /services/{id}. */
export async function removeService(serviceId: number): Promise<void> {
  await call(() => api.delete(`services/${serviceId}`));
}
