import type { StaffMember } from '@baraat/shared/schemas/staff';
import type { StaffRow } from './repo';

export function presentStaff(row: StaffRow): StaffMember {
  return {
    staff_id: row.id,
    user_id: row.user_id,
    name: row.name,
    username: row.username,
    role: row.role,
    pin: row.pin_hash && row.pin_salt ? { salt: row.pin_salt, hash: row.pin_hash } : null,
    created_at: row.created_at,
  };
}
