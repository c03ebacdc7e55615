import type { CustomerProfile } from '@baraat/shared/schemas/customer-profile';
import type { CustomerProfileRow } from './repo';

export function presentCustomerProfile(row: CustomerProfileRow): CustomerProfile {
  return {
    address: row.address,
    bio: row.bio,
    user: {
      user_id: row.id,
      username: row.username,
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
      mobile: row.mobile,
    },
  };
}
