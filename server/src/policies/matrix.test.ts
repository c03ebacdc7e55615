// Who may do what, walked end to end: every row of the access table in
// docs/product/README.md#who-may-do-what is called on the real server as each caller
// (anonymous, the customer whose record it is, another customer, the owner of its business, the
// owner of a second business), and each answer must be what the table says.
import { readFileSync } from 'node:fs';
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { nowIso } from '../db/connection';
import { acceptDirectly } from '../test/calendar';
import { buildCustomer, buildOwner } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';
import { buildWeddingDesk, type WeddingDesk } from '../test/weddings';

const CALLERS = ['anonymous', 'customer', 'another customer', 'owner', 'another owner'] as const;
type Caller = (typeof CALLERS)[number];

interface AccessRow {
  resource: string;
  action: string;
  method: string;
  path: string;
  expected: Record<Caller, string>;
}

/** The access table, as docs/product/README.md writes it. */
function accessTable(): AccessRow[] {
  const page = readFileSync(new URL('../../../docs/product/README.md', import.meta.url), 'utf8');
  const section = page.split('### Who may do what')[1]!.split('\n## ')[0]!;
  const rows = section.split('\n').filter((line) => line.startsWith('| ') && line.includes('`'));
  return rows.map((line) => {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const [method, path] = cells[2]!.replaceAll('`', '').split(' ') as [string, string];
    const answers = cells.slice(3);
    return {
      resource: cells[0]!,
      action: cells[1]!,
      method,
      path,
      expected: Object.fromEntries(CALLERS.map((caller, i) => [caller, answers[i]!])) as Record<
        Caller,
        string
      >,
    };
  });
}

let server: TestServer;
let desk: WeddingDesk;
let tokens: Record<Caller, string | undefined>;
let day = 0;

beforeAll(async () => {
  server = await startTestServer();
  desk = await buildWeddingDesk(server);
  tokens = {
    anonymous: undefined,
    customer: desk.customer.token,
    'another customer': (await buildCustomer(server)).access_token,
    owner: desk.owner.token,
    'another owner': (await buildOwner(server)).access_token,
  };
});
afterAll(() => server.close());

/** Inserts one row of the owner's business and gives back its id. */
async function inserted(table: string, columns: Record<string, unknown>): Promise<number> {
  const values = { business_id: desk.owner.businessId, ...columns };
  const names = Object.keys(values);
  const row = await server.sql.get<{ id: number }>(
    `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((n) => `@${n}`).join(', ')})
     RETURNING id`,
    values,
  );
  return Number(row!.id);
}

const stamps = () => ({ created_at: nowIso(), modified_at: nowIso() });

async function slot(): Promise<number> {
  day += 1;
  const date = addDays(todayInPakistan(), 20 + day);
  return inserted('slots', {
    slot_name: 'Evening',
    date,
    start_time: '18:00',
    end_time: '22:00',
    ...stamps(),
  });
}

/** The customer's request for a fresh slot, through the API. */
async function booking(): Promise<number> {
  const answer = await server.request('/api/bookings', {
    token: desk.customer.token,
    json: { slot_id: await slot(), event_type_id: 1 },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.booking_id;
}

async function acceptedBooking(): Promise<number> {
  const id = await booking();
  await acceptDirectly(server, id);
  return id;
}

const paymentBody = async () => ({
  booking_id: await acceptedBooking(),
  amount: 1000,
  kind: 'advance',
  method: 'cash',
});

async function payment(): Promise<number> {
  const answer = await server.request('/api/payments', {
    token: desk.owner.token,
    json: await paymentBody(),
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.payment_id;
}

/** What each `{placeholder}` of the table's calls names: a fresh record of the customer's at the
 * owner's business, made for the row. */
const RECORDS: Record<string, () => Promise<number>> = {
  business: async () => desk.owner.businessId,
  customer: async () => desk.customer.userId,
  slot,
  booking,
  payment,
  hall: () =>
    inserted('business_workers', {
      name: 'Shalimar Hall',
      capacity: 500,
      worker_role: 'hall',
      is_active: 1,
      ...stamps(),
    }),
  package: () => inserted('packages', { package_name: 'Gold', price: 3000, ...stamps() }),
  service: () => inserted('business_services', { service_type_id: 1, created_at: nowIso() }),
  wedding: async () =>
    (await desk.weddingOf([{ date: addDays(todayInPakistan(), 300 + day) }])).weddingId,
  photo: () =>
    inserted('media', {
      media_link: '/media/cover.webp',
      preview_link: '/media/cover-400.webp',
      media_type: 'image',
      title: 'Cover',
      is_thumbnail: 0,
      created_at: nowIso(),
    }),
  review: () =>
    inserted('reviews', {
      user_id: desk.customer.userId,
      reviewer_name: 'Ayesha',
      rating: 5,
      comment: 'Lovely',
      ...stamps(),
    }),
  conversation: async () => {
    const started = await server.request(
      `/api/messaging/conversations/start/${desk.owner.userId}`,
      {
        method: 'POST',
        token: desk.customer.token,
      },
    );
    return started.body.conversation_id;
  },
};

/** The bodies of the table's writes, by call. */
const BODIES: Record<string, () => Promise<unknown>> = {
  'PATCH /api/slots/{slot}/block': async () => ({}),
  'PUT /api/business/{business}/packages/{package}': async () => ({ package_name: 'Silver' }),
  'PATCH /api/bookings/{booking}/decline': async () => ({ reason: 'Closed that day' }),
  'PATCH /api/bookings/{booking}/cancel': async () => ({}),
  'POST /api/payments': paymentBody,
  'PATCH /api/payments/{payment}/refund': async () => ({}),
  'PUT /api/weddings/{wedding}/plan': async () => ({
    items: [{ label: 'All', basis: 'remainder', due_on: addDays(todayInPakistan(), 30) }],
  }),
  'PUT /api/reviews/{review}': async () => ({ rating: 4 }),
  'POST /api/media/business/{business}/thumbnail/{photo}': async () => ({}),
  'POST /api/customer/favorites': async () => ({ business_id: desk.owner.businessId }),
};

async function resolve(path: string): Promise<string> {
  let resolved = path;
  for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
    const make = RECORDS[name!];
    if (!make) throw new Error(`No record for {${name}}`);
    resolved = resolved.replace(`{${name}}`, String(await make()));
  }
  return resolved;
}

it('answers every call of the access table as the table says, for every caller', async () => {
  const table = accessTable();
  expect(table.length).toBeGreaterThanOrEqual(20);
  const found: string[] = [];
  for (const row of table) {
    const call = `${row.method} ${row.path}`;
    const path = await resolve(row.path);
    const body = BODIES[call];
    if (row.method !== 'GET' && row.method !== 'DELETE' && !body)
      throw new Error(`No body for ${call}`);
    // Those the table refuses first, so an allowed write cannot change what a refusal sees.
    const order = [...CALLERS].sort(
      (a, b) => Number(row.expected[a] === 'yes') - Number(row.expected[b] === 'yes'),
    );
    for (const caller of order) {
      const answer = await server.request(path, {
        method: row.method,
        token: tokens[caller],
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        ...(body ? { json: await body() } : {}),
      });
      const got = answer.status < 300 ? 'yes' : String(answer.status);
      found.push(`${row.resource} ${row.action} as ${caller}: ${got}`);
    }
  }
  const expected = table.flatMap((row) =>
    CALLERS.map((caller) => `${row.resource} ${row.action} as ${caller}: ${row.expected[caller]}`),
  );
  expect(found.sort()).toEqual(expected.sort());
});
