import type { User } from '@baraat/shared/schemas/auth';
import { isSet } from '../../db/flags';
import type { UserRow } from './users-repo';

/** The user as the API shows it: never the password hash or other internal columns. */
export function presentUser(row: UserRow): User {
  const isOwner = isSet(row.is_business_owner);
  return {
    user_id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    mobile: row.mobile,
    city_id: row.city_id,
    is_business_owner: isOwner,
    is_business: isOwner,
    created_at: row.created_at,
  };
}
