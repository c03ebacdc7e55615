import { describe, expect, it } from 'vitest';
import { authResponseSchema, userSchema } from '../schemas/auth';
import { readAuthResponse, readUser } from './session-shape';

const user = {
  user_id: 7,
  username: 'ayesha',
  email: 'ayesha@example.pk',
  first_name: 'Ayesha',
  last_name: null,
  mobile: '+923001234567',
  city_id: 2,
  is_business_owner: false,
  is_business: false,
  staff: null,
  created_at: '2026-11-01T10:00:00.000Z',
};
const seat = { staff_id: 3, business_id: 9, name: 'Ali Raza', role: 'front_desk' };
const answer = {
  access_token: 'a.b.c',
  refresh_token: 'r',
  token_type: 'bearer',
  expires_in: 900,
  user,
};

// Each variant breaks one field; the zod schema is the judge the checks must agree with.
const userVariants: unknown[] = [
  user,
  { ...user, extra: 'dropped' },
  { ...user, last_name: 'Khan', city_id: null, mobile: null },
  { ...user, staff: seat },
  { ...user, language: 'ur' },
  { ...user, language: null },
  { ...user, language: 'fr' },
  { ...user, staff: { ...seat, role: 'owner' } },
  { ...user, staff: { ...seat, staff_id: '3' } },
  { ...user, staff: { ...seat, name: undefined } },
  ...Object.keys(user).flatMap((key) => [
    { ...user, [key]: undefined },
    { ...user, [key]: typeof user[key as keyof typeof user] === 'string' ? 1 : 'x' },
  ]),
  null,
  'user',
  [user],
];

describe('session shapes without zod', () => {
  it('accept and refuse exactly the users the schema does, keeping only its fields', () => {
    for (const variant of userVariants) {
      const parsed = userSchema.safeParse(variant);
      expect(readUser(variant), JSON.stringify(variant)).toEqual(
        parsed.success ? parsed.data : null,
      );
    }
  });

  it('read a user stored before accounts carried staff as nobody’s staff', () => {
    const { staff: _staff, ...stored } = user;
    expect(readUser(stored)).toEqual({ ...user, staff: null });
  });

  it('accept and refuse exactly the refresh answers the schema does', () => {
    const variants: unknown[] = [
      answer,
      { ...answer, token_type: 'Bearer' },
      { ...answer, expires_in: '900' },
      { ...answer, refresh_token: undefined },
      { ...answer, user: { ...user, is_business: 'no' } },
      undefined,
    ];
    for (const variant of variants) {
      const parsed = authResponseSchema.safeParse(variant);
      expect(readAuthResponse(variant), JSON.stringify(variant)).toEqual(
        parsed.success ? parsed.data : null,
      );
    }
  });
});
