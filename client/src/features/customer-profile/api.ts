import type {
  CustomerProfile,
  CustomerProfileInput,
} from '@baraat/shared/schemas/customer-profile';
import { api, call } from '@/lib/http';
import { useQuery } from '@/lib/use-query';

export function useCustomerProfile(userId: number | null, version: number) {
  return useQuery(userId ? `customer-profile:${userId}:${version}` : null, () =>
    call(() => api.get('customer/my-profile').json<CustomerProfile>()),
  );
}

export function saveCustomerProfile(input: CustomerProfileInput): Promise<CustomerProfile> {
  return call(() => api.put('customer/profile', { json: input }).json<CustomerProfile>());
}
