import type { CustomerProfile } from '@baraat/shared/schemas/customer-profile';
import { useQuery } from '@tanstack/react-query';
import { api, call } from '@/lib/http';

export const customerProfileKey = (userId: number | null) => ['customer-profile', userId] as const;

/** GET /customer/my-profile. */
export function getCustomerProfile(): Promise<CustomerProfile> {
  return call(() => api.get('customer/my-profile').json<CustomerProfile>());
}

export function useCustomerProfile(userId: number | null) {
  return useQuery({
    queryKey: customerProfileKey(userId),
    queryFn: getCustomerProfile,
    enabled: userId !== null,
  });
}
