import { randomUUID } from 'node:crypto';
import { OUTBOX_BATCH_MAX } from '@baraat/shared/constants/limits';
import { AUTH_ERRORS } from '@baraat/shared/constants/messages';
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { PEOPLE_TEXTS } from '@baraat/shared/domain/people';
import {
  OUTBOX_BATCH_TEXTS,
  type OutboxBatchEntry,
  type OutboxBatchResponse,
  outboxBatchResponseSchema,
} from '@baraat/shared/schemas/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_OWNER_REQUIRED } from '../../http/auth';
import { KEY_REUSED } from '../../http/idempotency';
import { buildCalendarOwner, type CalendarOwner, requestSlot } from '../../test/calendar';
import { buildCustomer } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let owner: CalendarOwner;
let hall: number;
let customerToken: string;
beforeAll(async () => {
  server = await startTestServer();
  owner = await buildCalendarOwner(server);
  hall = await owner.addHall('Main Hall');
  customerToken = (await buildCustomer(server)).access_token;
});
afterAll(() => server.close());

const day = (n: number) => addDays(todayInPakistan(), n);
let hour = 0;
/** A walk-in at its own hour, so no two of this file's walk-ins clash in the hall. */
function walkIn(name: string, extra: Record<string, unknown> = {}): OutboxBatchEntry {
  const n = hour;
  hour += 1;
  const at = (h: number) => `${String(h).padStart(2, '0')}:00`;
  return {
    id: randomUUID(),
    method: 'POST',
    path: 'business/walkins',
    body: {
      date: day(1 + Math.floor(n / 12)),
      start_time: at(8 + (n % 12)),
      end_time: at(9 + (n % 12)),
      hall_team: hall,
      customer_name: name,
      number_of_people: 4,
      ...extra,
    },
  };
}

/** `token` null: sent with none. */
async function send(entries: unknown, token: string | null = owner.token) {
  return server.request('/api/sync/outbox', { token: token ?? undefined, json: { entries } });
}

async function batch(entries: OutboxBatchEntry[], token = owner.token) {
  const { status, body } = await send(entries, token);
  expect(status).toBe(200);
  return outboxBatchResponseSchema.parse(body);
}

/** The same entry sent alone to its own route, under another key. */
function alone(entry: OutboxBatchEntry, key: string = randomUUID(), token = owner.token) {
  return server.request(`/api/${entry.path}`, {
    method: entry.method,
    token,
    headers: { 'Idempotency-Key': key },
    ...(entry.body === undefined ? {} : { json: entry.body }),
  });
}

const walkInsNamed = async (name: string) =>
  (await server.sql.get<{ n: number }>(
    'SELECT count(*) AS n FROM bookings WHERE is_walkin = 1 AND contact_name = @name',
    { name },
  ))!.n;

const slotWithoutBooking = async (n: number) => {
  const { status, body } = await server.request('/api/slots', {
    token: owner.token,
    json: { date: day(40 + n), start_time: '10:00', end_time: '11:00' },
  });
  expect(status).toBe(201);
  return body.slot_id as number;
};

describe('POST /api/sync/outbox: who may send', () => {
  it('refuses a visitor 401 and a customer 403, and runs none of their entries', async () => {
    const entry = walkIn('Nobody');
    const visitor = await send([entry], null);
    expect(visitor).toMatchObject({ status: 401, body: { detail: AUTH_ERRORS.notAuthenticated } });
    const customer = await send([entry], customerToken);
    expect(customer).toMatchObject({ status: 403, body: { detail: BUSINESS_OWNER_REQUIRED } });
    expect(await walkInsNamed('Nobody')).toBe(0);
  });

  it('runs another owner’s entries as their own business’s: our slot is a 404 to them', async () => {
    const slotId = await slotWithoutBooking(1);
    const stranger = await buildCalendarOwner(server);
    const block: OutboxBatchEntry = {
      id: randomUUID(),
      method: 'PATCH',
      path: `slots/${slotId}/block`,
    };
    const single = await alone(block, randomUUID(), stranger.token);
    expect(single.status).toBe(404);
    const { results } = await batch([block], stranger.token);
    expect(results).toEqual([{ id: block.id, status: 404, body: single.body }]);
  });
});

describe('POST /api/sync/outbox: each entry as its own route', () => {
  it('answers every desk write as its route does, in order', async () => {
    const slotId = await slotWithoutBooking(2);
    const removed = await slotWithoutBooking(3);
    const requested = await slotWithoutBooking(4);
    const { bookingId } = await requestSlot(server, requested);
    const declined = await requestSlot(server, await slotWithoutBooking(5));
    const entries: OutboxBatchEntry[] = [
      walkIn('Ayesha Khan'),
      {
        id: randomUUID(),
        method: 'POST',
        path: 'slots',
        body: { date: day(6), start_time: '15:00', end_time: '16:00' },
      },
      { id: randomUUID(), method: 'PATCH', path: `slots/${slotId}/block` },
      { id: randomUUID(), method: 'PATCH', path: `slots/${slotId}/unblock` },
      { id: randomUUID(), method: 'DELETE', path: `slots/${removed}` },
      {
        id: randomUUID(),
        method: 'PATCH',
        path: `bookings/${bookingId}/approve`,
        body: { hall_id: hall },
      },
      {
        id: randomUUID(),
        method: 'PATCH',
        path: `bookings/${declined.bookingId}/decline`,
        body: { reason: 'The lawn is being re-turfed that week' },
      },
    ];
    const { results, not_run } = await batch(entries);
    expect(not_run).toEqual([]);
    expect(results.map((r) => [r.id, r.status])).toEqual(
      entries.map((e, n) => [e.id, [201, 201, 200, 200, 200, 200, 200][n]]),
    );
    expect(results[0]!.body).toMatchObject({
      is_walkin: true,
      walkin_customer: { name: 'Ayesha Khan' },
    });
    expect(results[2]!.body).toMatchObject({ slot_id: slotId, is_blocked: true });
    expect(results[3]!.body).toMatchObject({ slot_id: slotId, is_blocked: false });
    expect(results[5]!.body).toMatchObject({ booking_id: bookingId, status: 'verified' });
    expect(results[6]!.body).toMatchObject({
      booking_id: declined.bookingId,
      status: 'declined',
    });
    const gone = await server.request(`/api/slots/${removed}`, {
      method: 'DELETE',
      token: owner.token,
    });
    expect(gone.status).toBe(404);
    // Each entry's key is stored as its own route stores it: sent alone, it is a replay.
    const replay = await alone(entries[0]!, entries[0]!.id);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay.body).toEqual(results[0]!.body);
    expect(await walkInsNamed('Ayesha Khan')).toBe(1);
  });

  it('keeps going past a refused entry, with the route’s own 409 and 422', async () => {
    const first = walkIn('Hamza Raza');
    const clash = { ...walkIn('Clash'), body: { ...first.body, customer_name: 'Clash' } };
    const invalid = walkIn('Invalid', { number_of_people: 5001 });
    const after = walkIn('After the refusals');
    const { results, not_run } = await batch([first, clash, invalid, after]);
    expect(not_run).toEqual([]);
    expect(results.map((r) => r.status)).toEqual([201, 409, 422, 201]);
    // The texts are the single route's, word for word.
    const clashAlone = await alone({ ...clash, id: randomUUID() });
    expect(results[1]!.body).toEqual(clashAlone.body);
    expect(results[2]!.body).toEqual({
      detail: [
        expect.objectContaining({ loc: ['body', 'number_of_people'], msg: PEOPLE_TEXTS.max }),
      ],
    });
    expect((await alone(invalid)).body).toEqual(results[2]!.body);
    expect(await walkInsNamed('Clash')).toBe(0);
    expect(await walkInsNamed('After the refusals')).toBe(1);
  });

  it('refuses, without running it, anything that is not a desk outbox write', async () => {
    const conversations = async () =>
      (await server.sql.get<{ n: number }>('SELECT count(*) AS n FROM messages'))!.n;
    const before = await conversations();
    const slotId = await slotWithoutBooking(7);
    const foreign: OutboxBatchEntry[] = [
      { id: randomUUID(), method: 'GET', path: 'business/my-business' },
      {
        id: randomUUID(),
        method: 'POST',
        path: `messaging/conversations/${owner.userId}/messages`,
        body: { content: 'Salaam' },
      },
      { id: randomUUID(), method: 'PATCH', path: `slots/${slotId}/block?force=1` },
      { id: randomUUID(), method: 'PATCH', path: `slots/${slotId}/../${slotId}/block` },
      { id: randomUUID(), method: 'PUT', path: `slots/${slotId}`, body: { description: 'x' } },
      { id: randomUUID(), method: 'POST', path: 'slots/bulk' },
    ];
    const kept = walkIn('Behind the refused ones');
    const { results, not_run } = await batch([...foreign, kept]);
    expect(not_run).toEqual([]);
    expect(results.slice(0, foreign.length)).toEqual(
      foreign.map((entry) => ({
        id: entry.id,
        status: 404,
        body: { detail: OUTBOX_BATCH_TEXTS.notOutboxRoute },
      })),
    );
    expect(results.at(-1)).toMatchObject({ id: kept.id, status: 201 });
    expect(await conversations()).toBe(before);
    const slot = await server.sql.get('SELECT is_available FROM slots WHERE id = @slot', {
      slot: slotId,
    });
    expect(slot).toEqual({ is_available: 1 });
  });
});

describe('POST /api/sync/outbox: sent again', () => {
  it('answers a resent batch with the same responses and stores nothing twice', async () => {
    const slotId = await slotWithoutBooking(8);
    const entries = [
      walkIn('Zainab Ali'),
      walkIn('Usman Tariq'),
      { id: randomUUID(), method: 'PATCH', path: `slots/${slotId}/block` },
      { ...walkIn('Refused'), body: { customer_name: 'Refused' } },
    ];
    const first = await batch(entries);
    const second = await batch(entries);
    expect(second).toEqual(first);
    expect(first.results.map((r) => r.status)).toEqual([201, 201, 200, 422]);
    expect(await walkInsNamed('Zainab Ali')).toBe(1);
    expect(await walkInsNamed('Usman Tariq')).toBe(1);
    // A key reused for another change is the route's 422, in the batch as alone.
    const changed = [{ ...entries[0]!, body: { ...entries[0]!.body, number_of_people: 9 } }];
    expect((await batch(changed)).results).toEqual([
      { id: entries[0]!.id, status: 422, body: { detail: KEY_REUSED } },
    ]);
  });

  it('takes in a batch an entry whose lone answer was lost, as a replay', async () => {
    const entry = walkIn('Lost answer');
    expect((await alone(entry, entry.id)).status).toBe(201);
    const { results } = await batch([entry]);
    expect(results[0]).toMatchObject({ id: entry.id, status: 201 });
    expect(await walkInsNamed('Lost answer')).toBe(1);
  });
});

/**
 * Has the database itself refuse one guest's booking, as a failing disk would: a trigger on
 * either engine. Returns its removal.
 */
async function refuseBookingsOf(name: string) {
  if (server.engine === 'sqlite') {
    await server.sql.run(`CREATE TRIGGER outbox_test_fault BEFORE INSERT ON bookings
      WHEN NEW.contact_name = '${name}' BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`);
    return async () => {
      await server.sql.run('DROP TRIGGER outbox_test_fault');
    };
  }
  await server.sql.run(`CREATE FUNCTION outbox_test_fault() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'disk I/O error'; END; $$`);
  await server.sql.run(`CREATE TRIGGER outbox_test_fault BEFORE INSERT ON bookings
    FOR EACH ROW WHEN (NEW.contact_name = '${name}') EXECUTE FUNCTION outbox_test_fault()`);
  return async () => {
    await server.sql.run('DROP TRIGGER outbox_test_fault ON bookings');
    await server.sql.run('DROP FUNCTION outbox_test_fault()');
  };
}

describe('POST /api/sync/outbox: a failing server', () => {
  it('stops at an entry the server fails on; the rest are not run and go through later', async () => {
    const stopFault = await refuseBookingsOf('Server fault');
    const entries = [walkIn('Before the fault'), walkIn('Server fault'), walkIn('Behind it')];
    let answer: OutboxBatchResponse;
    try {
      answer = await batch(entries);
    } finally {
      await stopFault();
    }
    expect(answer.results.map((r) => [r.id, r.status])).toEqual([
      [entries[0]!.id, 201],
      [entries[1]!.id, 500],
    ]);
    expect(answer.results[1]!.body).toEqual({ detail: 'Internal server error' });
    expect(answer.not_run).toEqual([entries[2]!.id]);
    expect(await walkInsNamed('Behind it')).toBe(0);

    const again = await batch(entries);
    expect(again.results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(again.results[0]).toEqual(answer.results[0]);
    for (const name of ['Before the fault', 'Server fault', 'Behind it']) {
      expect(await walkInsNamed(name)).toBe(1);
    }
  });
});

describe('POST /api/sync/outbox: malformed batches', () => {
  it('answers 4xx with the shared schema’s words, never 500', async () => {
    const good = walkIn('Never stored');
    const cases: [unknown, string][] = [
      [undefined, OUTBOX_BATCH_TEXTS.tooFew],
      [[], OUTBOX_BATCH_TEXTS.tooFew],
      ['everything', OUTBOX_BATCH_TEXTS.tooFew],
      [Array.from({ length: OUTBOX_BATCH_MAX + 1 }, () => good), OUTBOX_BATCH_TEXTS.tooMany],
      [[{ ...good, id: 'not a key!' }], OUTBOX_BATCH_TEXTS.id],
      [[{ ...good, id: undefined }], OUTBOX_BATCH_TEXTS.id],
      [[{ ...good, method: 'post it' }], OUTBOX_BATCH_TEXTS.method],
      [[{ ...good, path: '' }], OUTBOX_BATCH_TEXTS.path],
      [[{ ...good, body: 'text' }], OUTBOX_BATCH_TEXTS.body],
      [[{ ...good, body: [1, 2] }], OUTBOX_BATCH_TEXTS.body],
      [[null], 'Invalid input: expected object, received null'],
    ];
    for (const [entries, msg] of cases) {
      const { status, body } = await send(entries);
      expect(status, JSON.stringify(entries)).toBe(422);
      expect(body.detail.map((issue: { msg: string }) => issue.msg)).toContain(msg);
    }
    const post = (options: { body?: string; direct?: boolean }) =>
      server.request('/api/sync/outbox', {
        method: 'POST',
        token: owner.token,
        headers: { 'Content-Type': 'application/json' },
        ...options,
      });
    expect((await post({})).status).toBeLessThan(500);
    // Straight to the server: Prism cannot parse a broken JSON body to pass it on, and never
    // answers it (docs/architecture.md#11-the-api-document).
    const broken = await post({ body: '{"entries": [', direct: true });
    expect(broken.status).toBe(400);
    expect(await walkInsNamed('Never stored')).toBe(0);
  });
});
