import type { MyBusiness } from '@baraat/shared/schemas/businesses';
import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';

export function getMyBusiness(): Promise<MyBusiness> {
  return call(() => api.get('business/my-business').json<MyBusiness>());
}

export const myBusinessKey = (ownerId: number | null) => ['my-business', ownerId] as const;

/** The signed-in owner's business; nothing is fetched for other users. */
export function useMyBusiness(ownerId: number | null) {
  return useQuery({
    queryKey: myBusinessKey(ownerId),
    queryFn: getMyBusiness,
    enabled: ownerId !== null,
  });
}
