import { api, call } from '@/lib/http';

/** DELETE /business/halls/{id} or /business/workers/{id}; 409 while it holds bookings. */
export async function deleteResource(isHall: boolean, id: number): Promise<void> {
  await call(() => api.delete(`business/${isHall ? 'halls' : 'workers'}/${id}`));
}
