// Two fresh owners (a marquee, which works with halls, and a photographer, which works with
// a team), a customer, and the authorization matrix every owner endpoint must pass: a visitor
// 401, a customer 403, the other owner on this owner's id 404, bad input 422, never a 5xx.
import { expect } from 'vitest';
import { BUSINESS_OWNER_REQUIRED } from '../http/auth';
import { buildCustomer, buildOwner } from './factories';
import type { TestServer } from './harness';

export interface DeskOwner {
  token: string;
  userId: number;
  businessId: number;
}

async function owner(server: TestServer, overrides: Record<string, unknown>): Promise<DeskOwner> {
  const built = await buildOwner(server, overrides);
  const mine = await server.request('/api/business/my-business', { token: built.access_token });
  return {
    token: built.access_token,
    userId: built.user.user_id,
    businessId: mine.body.business_id,
  };
}

export async function buildOwnerDesk(server: TestServer) {
  const venue = await owner(server, { business_name: 'Noor Marquee', business_type: 1 });
  const studio = await owner(server, { business_name: 'Lens Studio', business_type: 2 });
  const customer = (await buildCustomer(server)).access_token;
  return { venue, studio, customer };
}

export interface Call {
  method: string;
  path: string;
  json?: unknown;
}

/**
 * The matrix of one call on `mine`'s data: visitor 401, customer 403, `other` (another
 * owner) 404 with `notFoundDetail` when given. The owner's own answer is the caller's to check.
 */
export async function expectOwnerOnly(
  server: TestServer,
  call: Call,
  tokens: { customer: string; other: string },
  notFoundDetail?: string,
) {
  const send = (token?: string) =>
    server.request(call.path, {
      method: call.method,
      ...(token ? { token } : {}),
      ...(call.json === undefined ? {} : { json: call.json }),
    });
  const anonymous = await send();
  expect(anonymous.status, `${call.method} ${call.path} anonymous`).toBe(401);
  const customer = await send(tokens.customer);
  expect(customer.status, `${call.method} ${call.path} customer`).toBe(403);
  expect(customer.body).toEqual({ detail: BUSINESS_OWNER_REQUIRED });
  const other = await send(tokens.other);
  expect(other.status, `${call.method} ${call.path} another owner`).toBe(404);
  if (notFoundDetail) expect(other.body).toEqual({ detail: notFoundDetail });
}

/** A 422 list naming `field` with `msg`. */
export function expectFieldError(
  response: { status: number; body: unknown },
  field: string,
  msg: string,
) {
  expect(response.status, JSON.stringify(response.body)).toBe(422);
  expect((response.body as { detail: { loc: unknown[]; msg: string }[] }).detail).toContainEqual(
    expect.objectContaining({ loc: expect.arrayContaining([field]), msg }),
  );
}
