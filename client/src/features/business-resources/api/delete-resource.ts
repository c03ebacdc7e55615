import { api, call } from '@/lib/http';
import { useWrite } from '@/lib/mutations';
import { resourcesKey } from './get-resources';

/** DELETE /business/halls/{id} or /business/workers/{id}; 409 while it holds bookings. */
export async function deleteResource(isHall: boolean, id: number): Promise<void> {
  await call(() => api.delete(`business/${isHall ? 'halls' : 'workers'}/${id}`));
}

export const useDeleteResource = (businessId: number, isHall: boolean) =>
  useWrite((id: number) => deleteResource(isHall, id), [resourcesKey(businessId)]);
