import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { type CalendarSync, calendarSyncSchema } from '@baraat/shared/schemas/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCalendarOwner, type CalendarOwner, requestSlot } from '../../test/calendar';
import { buildCustomer } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { SYNC_BATCH } from './service';

let server: TestServer;
let owner: CalendarOwner;
let hall: number;
beforeAll(async () => {
  server = await startTestServer();
  owner = await buildCalendarOwner(server);
  hall = await owner.addHall('Main Hall');
});
afterAll(() => server.close());

const day = (n: number) => addDays(todayInPakistan(), n);

async function pull(since?: string, token = owner.token): Promise<CalendarSync> {
  const query = since === undefined ? '' : `?since=${since}`;
  const { status, body } = await server.request(`/api/sync/calendar${query}`, { token });
  expect(status).toBe(200);
  return calendarSyncSchema.parse(body);
}

async function slot(date: string, start: string, end: string, workerId: number | null = hall) {
  const { status, body } = await server.request('/api/slots', {
    token: owner.token,
    json: { date, start_time: start, end_time: end, worker_id: workerId },
  });
  expect(status).toBe(201);
  return body.slot_id as number;
}

describe('GET /api/sync/calendar', () => {
  it('gives a device without a cursor the whole calendar window, halls included', async () => {
    const slotId = await slot(day(2), '09:00', '13:00');
    const first = await pull();
    expect(first.reset).toBe(true);
    expect(first.slots.map((s) => s.slot_id)).toEqual([slotId]);
    expect(first.workers).toEqual([
      expect.objectContaining({ worker_id: hall, name: 'Main Hall', worker_role: 'hall' }),
    ]);
    expect(first.deleted).toEqual([]);
  });

  it('then sends only what changed after the cursor, with tombstones, and nothing twice', async () => {
    const start = await pull();
    const kept = await slot(day(3), '09:00', '10:00');
    const blocked = await slot(day(3), '10:00', '11:00');
    const dropped = await slot(day(3), '11:00', '12:00');
    const requested = await slot(day(3), '12:00', '13:00');
    const { bookingId } = await requestSlot(server, requested);
    await server.request(`/api/slots/${blocked}/block`, { method: 'PATCH', token: owner.token });
    await server.request(`/api/slots/${dropped}`, { method: 'DELETE', token: owner.token });
    await server.request(`/api/slots/${requested}`, { method: 'DELETE', token: owner.token });

    const changes = await pull(start.cursor);
    expect(changes.reset).toBe(false);
    expect(changes.slots.map((s) => s.slot_id).sort()).toEqual([kept, blocked].sort());
    expect(changes.slots.find((s) => s.slot_id === blocked)?.is_blocked).toBe(true);
    expect(changes.deleted).toEqual(
      expect.arrayContaining([
        { entity: 'slot', id: dropped },
        { entity: 'slot', id: requested },
      ]),
    );
    expect(changes.deleted).toHaveLength(2);
    // The request was declined when its slot went: the device hears of that too.
    expect(changes.bookings).toEqual([
      expect.objectContaining({ booking_id: bookingId, status: 'declined' }),
    ]);
    const after = await pull(changes.cursor);
    expect(after).toMatchObject({ slots: [], bookings: [], workers: [], deleted: [], more: false });
    expect(after.cursor).toBe(changes.cursor);
  });

  it('hears nothing of another business, and a stranger’s pull shows none of ours', async () => {
    const start = await pull();
    const stranger = await buildCalendarOwner(server);
    await stranger.addHall('Their Hall');
    const theirs = await pull(undefined, stranger.token);
    expect(theirs.slots).toEqual([]);
    expect(theirs.workers.map((w) => w.name)).toEqual(['Their Hall']);
    expect(await pull(start.cursor)).toMatchObject({ slots: [], workers: [], deleted: [] });
  });

  it('pages a long backlog: every change once, across pulls', async () => {
    const start = await pull();
    const second = await owner.addHall('Garden Lawn');
    const times = Array.from({ length: 11 }, (_, i) => {
      const h = String(8 + i).padStart(2, '0');
      return { start_time: `${h}:00`, end_time: `${h}:45` };
    });
    const bulk = await server.request('/api/slots/bulk', {
      token: owner.token,
      json: {
        start_date: day(1),
        end_date: day(90),
        days: [0, 1, 2, 3, 4, 5, 6],
        worker_ids: [hall, second],
        time_slots: times,
      },
    });
    // A few of the 1980 overlap slots earlier tests gave the hall, and are skipped.
    const created = bulk.body.created as number;
    expect(created).toBeGreaterThan(SYNC_BATCH - 30);
    for (let n = 0; n < 30; n += 1)
      await slot(
        day(5),
        `${String(n % 24).padStart(2, '0')}:00`,
        `${String(n % 24).padStart(2, '0')}:30`,
        null,
      );

    const seen: number[] = [];
    let cursor = start.cursor;
    let pulls = 0;
    for (let more = true; more; pulls += 1) {
      const page = await pull(cursor);
      seen.push(...page.slots.map((s) => s.slot_id));
      ({ cursor, more } = page);
    }
    expect(pulls).toBe(2);
    expect(seen).toHaveLength(created + 30);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('starts a device over when its cursor is older than the log keeps', async () => {
    const old = await pull();
    await slot(day(4), '15:00', '16:00', null);
    await server.sql.run("UPDATE calendar_changes SET changed_at = '2000-01-01T00:00:00.000Z'");
    await server.prune(new Date());
    await slot(day(4), '16:00', '17:00', null);
    const answer = await pull(old.cursor);
    expect(answer.reset).toBe(true);
    expect(answer.slots.length).toBeGreaterThan(2);
    // A cursor from another database (ahead of this log) also starts over.
    expect((await pull('999999999')).reset).toBe(true);
  });

  it('is the owner’s alone: 401 without a token, 403 for a customer, 422 for a bad cursor', async () => {
    expect((await server.request('/api/sync/calendar')).status).toBe(401);
    const customer = await buildCustomer(server);
    expect(
      (await server.request('/api/sync/calendar', { token: customer.access_token })).status,
    ).toBe(403);
    for (const since of ['abc', '-1', '1e5', '%00']) {
      const { status } = await server.request(`/api/sync/calendar?since=${since}`, {
        token: owner.token,
      });
      expect(status).toBe(422);
    }
  });
});
