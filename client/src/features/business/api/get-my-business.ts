import { api, call } from '@/lib/http';
import { useQuery } from '@/lib/use-query';

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

/** The signed-in owner's business; nothing is fetched for other users. */
export function useMyBusiness(ownerId: number | null) {
  return useQuery(ownerId ? `my-business:${ownerId}` : null, getMyBusiness);
}
