// Who may do what, walked end to end: every row of the access table in
// docs/product/accounts.md#who-may-do-what is called on the real server as each caller
// (anonymous, the customer whose record it is, another customer, the owner of its business, its
// manager and its front desk, the owner of a second business and that business's manager), and
// each answer must be what the table says.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiOperations } from '../api-routes';
import { accessRecords } from '../test/access-records';
import { buildCustomer, buildOwner, buildStaff } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';
import { buildWeddingDesk, type WeddingDesk } from '../test/weddings';

const CALLERS = [
  'anonymous',
  'customer',
  'another customer',
  'owner',
  'manager',
  'front desk',
  'another owner',
  'another staff',
] as const;
type Caller = (typeof CALLERS)[number];

interface AccessRow {
  resource: string;
  action: string;
  method: string;
  path: string;
  expected: Record<Caller, string>;
}

/** The access table, as docs/product/accounts.md writes it. */
function accessTable(): AccessRow[] {
  const page = readFileSync(new URL('../../../docs/product/accounts.md', import.meta.url), 'utf8');
  const section = page.split('## Who may do what')[1]!.split('\n## ')[0]!;
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
let made: ReturnType<typeof accessRecords>;

beforeAll(async () => {
  server = await startTestServer();
  desk = await buildWeddingDesk(server);
  made = accessRecords(server, desk);
  const anotherOwner = (await buildOwner(server)).access_token;
  tokens = {
    anonymous: undefined,
    customer: desk.customer.token,
    'another customer': (await buildCustomer(server)).access_token,
    owner: desk.owner.token,
    manager: (await buildStaff(server, desk.owner.token, 'manager')).token,
    'front desk': (await buildStaff(server, desk.owner.token, 'front_desk')).token,
    'another owner': anotherOwner,
    'another staff': (await buildStaff(server, anotherOwner, 'manager')).token,
  };
});
afterAll(() => server.close());

async function resolve(path: string): Promise<string> {
  let resolved = path;
  for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
    const make = made.records[name!];
    if (!make) throw new Error(`No record for {${name}}`);
    resolved = resolved.replace(`{${name}}`, String(await make()));
  }
  return resolved;
}

/** What a caller got: `yes` for 2xx, else the status; for the outbox, its one entry's answer,
 * since a batch is let in whole and each entry is refused or run as its own route. */
function answerOf(call: string, answer: { status: number; body: unknown }): string {
  const entry = (answer.body as { results?: { status: number }[] }).results?.[0];
  const status = call === 'POST /api/sync/outbox' && entry ? entry.status : answer.status;
  return status < 300 ? 'yes' : String(status);
}

async function send(path: string, method: string, token: string | undefined, body: unknown) {
  const form = body instanceof FormData;
  return server.request(path, {
    method,
    token,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    ...(body === undefined ? {} : form ? { body, direct: true } : { json: body }),
  });
}

it('answers every call of the access table as the table says, for every caller', async () => {
  const table = accessTable();
  expect(table.length).toBeGreaterThanOrEqual(20);
  const found: string[] = [];
  /** Each answer unlike the table's, with what the server said. */
  const unlike: string[] = [];
  for (const row of table) {
    const call = `${row.method} ${row.path}`;
    const body = made.bodies[`${call} (${row.action})`] ?? made.bodies[call];
    if (row.method !== 'GET' && row.method !== 'DELETE' && !body)
      throw new Error(`No body for ${call}`);
    // Those the table refuses first, so an allowed write cannot change what a refusal sees;
    // they share one record and body, and each caller let in has its own, as the first one's
    // write may have used it up (a slot removed, a request answered).
    const order = [...CALLERS].sort(
      (a, b) => Number(row.expected[a] === 'yes') - Number(row.expected[b] === 'yes'),
    );
    const fresh = async () => ({ path: await resolve(row.path), json: await body?.() });
    const shared = await fresh();
    let letIn = 0;
    for (const caller of order) {
      if (row.expected[caller] === 'yes') letIn += 1;
      const request = letIn > 1 && row.expected[caller] === 'yes' ? await fresh() : shared;
      const answer = await send(request.path, row.method, tokens[caller], request.json);
      const got = answerOf(call, answer);
      found.push(`${row.resource} ${row.action} as ${caller}: ${got}`);
      if (got !== row.expected[caller])
        unlike.push(`${call} as ${caller}: ${got} ${JSON.stringify(answer.body).slice(0, 200)}`);
    }
  }
  const expected = table.flatMap((row) =>
    CALLERS.map((caller) => `${row.resource} ${row.action} as ${caller}: ${row.expected[caller]}`),
  );
  expect(found.sort(), unlike.join('\n')).toEqual(expected.sort());
});

/** A route's address with its parameters unnamed and no closing slash: `/api/slots/{}`. */
const shape = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/[:{]\w+}?/g, '{}').replace(/(.)\/$/, '$1')}`;

it('walks every write of the API that needs a signed-in caller', () => {
  const walked = new Set(accessTable().map((row) => shape(row.method, row.path)));
  const writes = apiOperations()
    .filter((op) => op.method !== 'get' && op.access !== 'public' && op.access !== 'optional')
    .map((op) => shape(op.method, `/api${op.path}`));
  expect(writes.filter((write) => !walked.has(write))).toEqual([]);
});
