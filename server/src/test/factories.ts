// Small builders that create accounts through the real API, as a user would.
import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@baraat/shared/domain/desk-roles';
import type { AuthResponse } from '@baraat/shared/schemas/auth';
import type { StaffMember } from '@baraat/shared/schemas/staff';
import type { TestServer } from './harness';

let sequence = 0;
const next = () => {
  sequence += 1;
  return `${process.pid}${sequence}`;
};

export const GOOD_PASSWORD = 'Shaadi#2026';

export function customerPayload(overrides: Record<string, unknown> = {}) {
  const n = next();
  return {
    username: `customer_${n}`,
    email: `customer${n}@example.pk`,
    password: GOOD_PASSWORD,
    first_name: 'Ayesha',
    last_name: 'Khan',
    mobile: '0300 1234567',
    city_id: 2,
    ...overrides,
  };
}

export function businessPayload(overrides: Record<string, unknown> = {}) {
  const n = next();
  return {
    username: `owner_${n}`,
    first_name: 'Imran',
    last_name: 'Ali',
    email: `owner${n}@example.pk`,
    password: GOOD_PASSWORD,
    mobile: '+92 321 7654321',
    business_name: 'Royal Marquee',
    business_description: 'Marquee for 800 guests with lawn',
    business_type: 1,
    address: 'Main Boulevard, Gulberg, Lahore',
    phone: '042-35761234',
    city_id: 1,
    ...overrides,
  };
}

export async function buildCustomer(
  server: Pick<TestServer, 'request'>,
  overrides: Record<string, unknown> = {},
) {
  const payload = customerPayload(overrides);
  const response = await server.request<AuthResponse>('/api/auth/signup/customer', {
    json: payload,
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(response.body)}`);
  return { ...response.body, payload };
}

export async function buildOwner(
  server: Pick<TestServer, 'request'>,
  overrides: Record<string, unknown> = {},
) {
  const payload = businessPayload(overrides);
  const response = await server.request<AuthResponse>('/api/auth/signup/business', {
    json: payload,
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(response.body)}`);
  return { ...response.body, payload };
}

/**
 * A member of the staff of `ownerToken`'s business, added by the owner and signed in
 * (docs/product/accounts.md#staff-and-roles): their member record, session token and password.
 */
export async function buildStaff(
  server: Pick<TestServer, 'request'>,
  ownerToken: string,
  role: StaffRole,
  overrides: Record<string, unknown> = {},
) {
  const username = `staff_${randomUUID().slice(0, 8)}`;
  const added = await server.request<StaffMember>('/api/business/staff', {
    token: ownerToken,
    json: { name: 'Ali Raza', username, password: GOOD_PASSWORD, pin: '4321', role, ...overrides },
  });
  if (added.status !== 201) throw new Error(`adding staff failed: ${JSON.stringify(added.body)}`);
  const login = await server.request<AuthResponse>('/api/auth/login', {
    json: { username, password: GOOD_PASSWORD },
  });
  if (login.status !== 200) throw new Error(`staff sign-in failed: ${JSON.stringify(login.body)}`);
  return { member: added.body, token: login.body.access_token, session: login.body };
}
