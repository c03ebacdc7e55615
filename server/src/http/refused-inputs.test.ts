// Inputs the server refuses before any route reads them. No control character reaches the
// database (docs/product/texts.md#text-a-person-types): on PostgreSQL a NUL in any text was a
// 500 (`invalid byte sequence for encoding "UTF8": 0x00`), on signed-out calls too. Every call
// here answers 422 on the field that holds it, on either engine (this file runs again under
// server-on-postgres). A query string too long for Node's HTTP server is its 431, documented.
import { VALIDATION } from '@baraat/shared/constants/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { buildOwnerDesk, type DeskOwner } from '../test/owner-desk';

let server: TestServer;
let venue: DeskOwner;
let customer: string;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
  ({ venue, customer } = await buildOwnerDesk(server));
});
afterAll(() => server.close());

const NUL = 'a\u0000b';

interface Case {
  name: string;
  path: string;
  method?: string;
  json?: unknown;
  token?: () => string;
  loc: (string | number)[];
}

const CASES: Case[] = [
  {
    name: 'sign-in',
    path: '/api/auth/login',
    json: { username: NUL, password: 'x' },
    loc: ['body', 'username'],
  },
  { name: 'a vendor profile by name', path: '/api/listings/profile/a%00b', loc: ['path', 'slug'] },
  {
    name: 'sign-up',
    path: '/api/auth/signup/customer',
    json: { username: 'ayesha', email: 'ay\u0000@example.pk', password: 'secret1' },
    loc: ['body', 'email'],
  },
  {
    name: 'password reset',
    path: '/api/auth/password-reset',
    json: { email: `x${NUL}@example.pk` },
    loc: ['body', 'email'],
  },
  {
    name: 'password reset confirm',
    path: '/api/auth/password-reset-confirm',
    json: { token: NUL, new_password: 'Shaadi#2027' },
    loc: ['body', 'token'],
  },
  {
    name: 'username check',
    path: '/api/auth/check-username?username=a%00b',
    loc: ['query', 'username'],
  },
  {
    name: 'contact',
    path: '/api/contact',
    json: { name: 'Ayesha', email: 'a@example.pk', subject: 'booking', message: `Hi\u001b[31m` },
    loc: ['body', 'message'],
  },
  { name: 'vendor search', path: '/api/listings/search?q=a%C2%85b', loc: ['query', 'q'] },
  {
    name: 'people search',
    path: '/api/users/search?q=a%00b',
    token: () => customer,
    loc: ['query', 'q'],
  },
  {
    name: 'a wedding title',
    path: '/api/weddings',
    json: { business_id: 1, title: NUL, events: [] },
    token: () => customer,
    loc: ['body', 'title'],
  },
  {
    name: 'a hall',
    path: '/api/business/resources',
    json: { name: 'Main Hall', kind: 'hall', capacity: 300, features: ['AC', NUL] },
    token: () => venue.token,
    loc: ['body', 'features', 1],
  },
  {
    name: 'a package',
    path: '/api/business/0/packages',
    json: { name: NUL, price: 100_000 },
    token: () => venue.token,
    loc: ['body', 'name'],
  },
  {
    name: 'a profile edit',
    path: '/api/auth/me',
    method: 'PATCH',
    json: { first_name: NUL },
    token: () => customer,
    loc: ['body', 'first_name'],
  },
];

describe('control characters in requests', () => {
  it.each(CASES)('refuses one in $name with 422 on its field', async (call) => {
    const path = call.path.replace('/business/0/', `/business/${venue.businessId}/`);
    const { status, body } = await server.request(path, {
      method: call.method ?? (call.json === undefined ? 'GET' : 'POST'),
      json: call.json,
      token: call.token?.(),
    });
    expect({ status, body }).toEqual({
      status: 422,
      body: {
        detail: [{ loc: call.loc, msg: VALIDATION.controlCharacters, type: 'invalid_format' }],
      },
    });
  });

  it('keeps Urdu with its zero-width non-joiner, emoji and line breaks', async () => {
    const message = 'شادی\u200cہال میں جگہ ہے؟ 💍\r\nشکریہ';
    const { status } = await server.request('/api/contact', {
      json: { name: 'عائشہ', email: 'a@example.pk', subject: 'booking', message },
      headers: { 'X-Forwarded-For': '203.0.113.200' },
    });
    expect(status).toBe(201);
    const row = await server.sql.get<{ message: string }>(
      'SELECT message FROM contact_messages ORDER BY id DESC LIMIT 1',
    );
    expect(row?.message).toBe(message);
  });

  it('refuses one change of an outbox batch on its own, running the others', async () => {
    const slot = { date: '2030-01-01', start_time: '18:00', end_time: '23:00' };
    const { status, body } = await server.request('/api/sync/outbox', {
      json: {
        entries: [
          { id: crypto.randomUUID(), method: 'POST', path: 'slots', body: { ...slot, notes: NUL } },
        ],
      },
      token: venue.token,
    });
    expect(status).toBe(200);
    expect(body.results[0].status).toBe(422);
    expect(body.results[0].body.detail[0].msg).toBe(VALIDATION.controlCharacters);
  });
});

describe('a query string over 16 KB', () => {
  it('is answered 431, as the API document says of every operation', async () => {
    const { status, body } = await server.request(
      `/api/listings/search?q=${'a'.repeat(17 * 1024)}`,
    );
    expect({ status, body }).toEqual({
      status: 431,
      body: { detail: 'Request Header Fields Too Large' },
    });
    const document = (await server.request('/api/openapi.json')).body;
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item!));
    expect(operations.length).toBeGreaterThan(100);
    for (const operation of operations) expect(operation.responses).toHaveProperty('431');
  });
});
