// Zod-free checks of the two shapes the client reads before any screen loads: the stored
// user and the refresh answer. They keep zod out of the first JavaScript a phone downloads;
// session-shape.test.ts holds them to the schemas of schemas/auth.ts, the one source of truth.

import { isLanguage } from '../i18n/languages';
import type { AuthResponse, User } from '../schemas/auth';
import { isStaffRole } from './desk-roles';

type Check = (value: unknown) => boolean;
const string: Check = (value) => typeof value === 'string';
const number: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const boolean: Check = (value) => typeof value === 'boolean';
const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);

const USER_FIELDS: Record<keyof User, Check> = {
  user_id: number,
  username: string,
  email: string,
  first_name: string,
  last_name: nullable(string),
  mobile: nullable(string),
  city_id: nullable(number),
  // Optional: a user stored before accounts carried it has none.
  language: (value) => value === undefined || value === null || isLanguage(value),
  is_business_owner: boolean,
  is_business: boolean,
  staff: (value) => value === null || isStaffSeat(value),
  created_at: string,
};

function isStaffSeat(value: unknown): boolean {
  return (
    isObject(value) &&
    number(value.staff_id) &&
    number(value.business_id) &&
    string(value.name) &&
    isStaffRole(value.role)
  );
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The user with only the known fields, or null when one is missing or of another type. */
export function readUser(value: unknown): User | null {
  if (!isObject(value)) return null;
  // A user stored before accounts carried `staff` is nobody's staff.
  const user: Record<string, unknown> = { staff: null, ...value };
  const entries = Object.entries(USER_FIELDS).map(([key, check]) => [key, user[key], check]);
  if (!entries.every(([, field, check]) => (check as Check)(field))) return null;
  return Object.fromEntries(
    entries.filter(([, field]) => field !== undefined).map(([key, field]) => [key, field]),
  ) as User;
}

/** A refresh or sign-in answer, or null when it is not one. */
export function readAuthResponse(value: unknown): AuthResponse | null {
  if (!isObject(value)) return null;
  const user = readUser(value.user);
  const ok =
    string(value.access_token) &&
    string(value.refresh_token) &&
    value.token_type === 'bearer' &&
    number(value.expires_in);
  if (!user || !ok) return null;
  return {
    access_token: value.access_token as string,
    refresh_token: value.refresh_token as string,
    token_type: 'bearer',
    expires_in: value.expires_in as number,
    user,
  };
}
