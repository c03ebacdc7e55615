import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import { useQuery } from '@tanstack/react-query';
import { type ApiError, api, call } from '@/lib/http';

export const myWeddingsKey = (userId: number | null) => ['my-weddings', userId] as const;
export const weddingKey = (id: number) => ['wedding', id] as const;

/** GET /weddings: the signed-in customer's weddings (docs/product/weddings.md#calls). */
export function useMyWeddings(userId: number | null) {
  return useQuery<Wedding[], ApiError>({
    queryKey: myWeddingsKey(userId),
    queryFn: () => call(() => api.get('weddings').json<Wedding[]>()),
    enabled: userId !== null,
  });
}

/** GET /weddings/{id}: one wedding, for its customer or its owner; anyone else 404. */
export function useWedding(id: number) {
  return useQuery<Wedding, ApiError>({
    queryKey: weddingKey(id),
    queryFn: () => call(() => api.get(`weddings/${id}`).json<Wedding>()),
    enabled: Number.isInteger(id) && id > 0,
  });
}
