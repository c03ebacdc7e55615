import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';

export interface MyBusiness {
  business_id: number;
  user_business_mapping_id: number;
  business_name: string;
  slug: string;
  business_type: { business_type_id: number; business_type_name: string };
}

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
