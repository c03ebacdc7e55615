import type { User } from '@baraat/shared/schemas/auth';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearStoredSession, readStoredSession, tokenExpiry, writeStoredSession } from './storage';

const user: User = {
  user_id: 7,
  username: 'ayesha_k',
  email: 'ayesha@example.pk',
  first_name: 'Ayesha',
  last_name: null,
  mobile: null,
  city_id: 2,
  is_business_owner: false,
  is_business: false,
  staff: null,
  created_at: '2026-11-01T10:00:00.000Z',
};

const jwt = (exp: number) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.sig`;

beforeEach(() => localStorage.clear());

describe('session storage', () => {
  it('writes the spec keys: access_token, user, currentUser and userId', () => {
    writeStoredSession({ accessToken: 'abc', refreshToken: 'r1', expiresAt: 123, user });
    expect(localStorage.getItem('access_token')).toBe('abc');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
    expect(JSON.parse(localStorage.getItem('currentUser')!)).toEqual(user);
    expect(localStorage.getItem('userId')).toBe('7');
    expect(readStoredSession()).toEqual({
      accessToken: 'abc',
      refreshToken: 'r1',
      expiresAt: 123,
      user,
    });
  });

  it('reads a token stored under the older key "token" and takes its expiry from the JWT', () => {
    localStorage.setItem('token', jwt(1_900_000_000));
    localStorage.setItem('user', JSON.stringify(user));
    expect(readStoredSession()?.expiresAt).toBe(1_900_000_000_000);
  });

  it('ignores a stored user that is not a user', () => {
    localStorage.setItem('access_token', 'abc');
    localStorage.setItem('user', '{"name":"nobody"}');
    expect(readStoredSession()).toBeNull();
  });

  it('clears every key on sign-out', () => {
    writeStoredSession({ accessToken: 'abc', refreshToken: 'r1', expiresAt: 1, user });
    localStorage.setItem('token', 'old');
    clearStoredSession();
    expect(localStorage.length).toBe(0);
  });

  it('reads 0 as the expiry of a malformed token', () => {
    expect(tokenExpiry('not-a-jwt')).toBe(0);
  });
});
