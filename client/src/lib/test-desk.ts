// For component tests of the desk: a signed-in owner, manager or front desk
// (docs/product/accounts.md#staff-and-roles), as the device keeps them.
import type { DeskRole } from '@baraat/shared/domain/desk-roles';
import type { User } from '@baraat/shared/schemas/auth';
import { useSessionStore } from './session';
import { jsonAnswer, stubFetch } from './test-fetch';

export const OWNER_ID = 7;

/** The user the device keeps for a desk role: the owner, or a member of the owner's staff. */
export function deskUser(role: DeskRole | 'customer'): User {
  const staff =
    role === 'owner' || role === 'customer'
      ? null
      : { staff_id: 3, business_id: 11, name: 'Ali Raza', role };
  return {
    user_id: staff ? 21 : OWNER_ID,
    username: staff ? 'ali_raza' : 'sana',
    email: staff ? 'ali_raza@staff.baraat.invalid' : 'sana@example.pk',
    first_name: staff ? 'Ali Raza' : 'Sana',
    last_name: staff ? null : 'Malik',
    mobile: null,
    city_id: null,
    is_business_owner: role === 'owner',
    is_business: role === 'owner',
    staff,
    created_at: '2026-01-01T00:00:00Z',
  };
}

/** Signs the device in as `role` (a session held in memory only). */
export function signInAs(role: DeskRole | 'customer'): User {
  const user = deskUser(role);
  useSessionStore.setState({
    status: 'ready',
    session: { accessToken: 'token', refreshToken: null, expiresAt: Date.now() + 3_600_000, user },
  });
  return user;
}

export const signOutForTest = () => useSessionStore.setState({ status: 'ready', session: null });

/**
 * The page's fetch answered from `answers` by path (`/api/…`), anything else refused with a 500;
 * returns the paths asked for, in order, so a test can say what a role never asks for.
 */
export function stubDeskFetch(answers: Record<string, unknown>): string[] {
  const asked: string[] = [];
  stubFetch((request) => {
    const path = new URL(request.url).pathname;
    asked.push(path);
    return path in answers
      ? jsonAnswer(answers[path])
      : jsonAnswer({ detail: `unexpected ${path}` }, 500);
  });
  return asked;
}
