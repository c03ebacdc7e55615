import { api, call } from '@/lib/http';

/** DELETE /reviews/{id}. */
export function deleteReview(id: number): Promise<void> {
  return call(async () => {
    await api.delete(`reviews/${id}`);
  });
}
