import type { StaffSeat, User } from '@baraat/shared/schemas/auth';
import { isSet } from '../../db/flags';
import type { UserRow } from './users-repo';

/** A member the owner removed from the staff: they can no longer sign in or act. */
export const isRemovedStaff = (row: UserRow): boolean =>
  row.staff_id != null && row.staff_removed_at != null;

/** The desk a staff member works, while they are on its staff. */
export function seatOf(row: UserRow): StaffSeat | null {
  if (row.staff_id == null || row.staff_role == null || row.staff_removed_at != null) return null;
  return {
    staff_id: row.staff_id,
    business_id: row.staff_business_id!,
    name: row.staff_name!,
    role: row.staff_role,
  };
}

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
    language: row.language ?? null,
    is_business_owner: isOwner,
    is_business: isOwner,
    staff: seatOf(row),
    created_at: row.created_at,
  };
}
