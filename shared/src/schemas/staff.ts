// The staff of a business's desk (docs/product/accounts.md#staff-and-roles): the people the owner
// adds, each with a username and password of their own, an optional PIN for the shared tablet
// and a role. The server validates with these, the desk's forms with the same.
import { z } from 'zod';
import { STAFF_ROLES } from '../domain/desk-roles';
import { fill, tx } from '../i18n/text';
import { strongPassword } from './auth';
import { personName, username } from './fields';

/** A business has at most this many staff (removed members not counted). */
export const STAFF_MAX = 50;
/** Wrong PINs in a row that lock a member out of the shared tablet, and for how long. */
export const PIN_FAILURES_MAX = 5;
export const PIN_LOCK_MINUTES = 15;
/** PBKDF2-SHA256 rounds of a PIN's hash: slow enough to check, as the device does offline. */
export const PIN_HASH_ITERATIONS = 100_000;

export const STAFF_TEXTS = {
  nameRequired: tx('Name is required'),
  passwordRequired: tx('Password is required'),
  pin: tx('PIN must be 4 to 6 digits'),
  roleRequired: tx('Please choose a role'),
  notFound: tx('Staff member not found'),
  tooMany: fill(tx('A business can have at most {max} staff.'), { max: STAFF_MAX }),
  wrongPin: tx('Wrong PIN.'),
  noPin: tx('This staff member has no PIN: sign in with the password instead.'),
  locked: fill(
    tx('Too many wrong PINs. Try again in {minutes} minutes or sign in with the password.'),
    { minutes: PIN_LOCK_MINUTES },
  ),
  removed: tx('This account can no longer make changes for the business.'),
} as const;

const pin = z.string({ error: STAFF_TEXTS.pin }).regex(/^\d{4,6}$/, { error: STAFF_TEXTS.pin });
const role = z.enum(STAFF_ROLES, { error: STAFF_TEXTS.roleRequired });

export const createStaffSchema = z.object({
  name: personName(STAFF_TEXTS.nameRequired),
  username: username(),
  password: strongPassword(STAFF_TEXTS.passwordRequired),
  pin: pin.optional(),
  role,
});
export type CreateStaffInput = z.input<typeof createStaffSchema>;

/** What the owner may change; `pin: null` takes the PIN away. */
export const updateStaffSchema = z.object({
  name: personName(STAFF_TEXTS.nameRequired).optional(),
  password: strongPassword(STAFF_TEXTS.passwordRequired).optional(),
  pin: pin.nullable().optional(),
  role: role.optional(),
});
export type UpdateStaffInput = z.input<typeof updateStaffSchema>;

export const staffMemberSchema = z.object({
  staff_id: z.number(),
  user_id: z.number(),
  name: z.string(),
  username: z.string(),
  role: z.enum(STAFF_ROLES),
  /**
   * The PIN's salted slow hash (PBKDF2-SHA256, PIN_HASH_ITERATIONS rounds, base64url), which the
   * shared tablet keeps to check a PIN with no signal; null without a PIN.
   */
  pin: z.object({ salt: z.string(), hash: z.string() }).nullable(),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.array(staffMemberSchema);

/** POST /api/auth/switch: a member of the staff takes the shared tablet by their PIN. */
export const switchUserSchema = z.object({
  staff_id: z.number({ error: STAFF_TEXTS.notFound }).int().positive(),
  pin,
});
export type SwitchUserInput = z.input<typeof switchUserSchema>;
