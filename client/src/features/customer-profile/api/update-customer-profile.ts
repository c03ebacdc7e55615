import type {
  CustomerProfile,
  CustomerProfileInput,
} from '@baraat/shared/schemas/customer-profile';
import { api, call } from '@/lib/http';
import { useWrite } from '@/lib/mutations';
import { customerProfileKey } from './get-customer-profile';

/** PUT /customer/profile: the customer's own details. */
export function updateCustomerProfile(input: CustomerProfileInput): Promise<CustomerProfile> {
  return call(() => api.put('customer/profile', { json: input }).json<CustomerProfile>());
}

export const useUpdateCustomerProfile = (userId: number) =>
  useWrite(updateCustomerProfile, [customerProfileKey(userId)]);
