// An owner's tablets hear of a calendar change over /ws the moment the server has stored it,
// with the cursor their pull then reaches; nobody else hears of it.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCalendarOwner, type CalendarOwner, requestSlot } from '../../test/calendar';
import { GOOD_PASSWORD } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { owner as plainOwner, socketFor, type TestSocket } from '../../test/messaging';
import { ANNOUNCE_INTERVAL_MS } from './announce';

let server: TestServer;
let desk: CalendarOwner;
let hall: number;
/** The same owner signed in on a second tablet. */
let secondTablet: { token: string; userId: number };
beforeAll(async () => {
  server = await startTestServer();
  desk = await buildCalendarOwner(server);
  hall = await desk.addHall('Main Hall');
  const { email } = (await server.sql.get<{ email: string }>(
    'SELECT email FROM users WHERE id = @user',
    { user: desk.userId },
  ))!;
  const login = await server.request('/api/auth/login', {
    json: { username: email, password: GOOD_PASSWORD },
  });
  secondTablet = { token: login.body.access_token, userId: desk.userId };
});
afterAll(() => server.close());

const day = (n: number) => addDays(todayInPakistan(), n);

/** The newest change the calendar log holds for the owner's business. */
const newestChange = async () =>
  (await server.sql.get<{ id: number }>(
    'SELECT max(id) AS id FROM calendar_changes WHERE business_id = @business',
    { business: desk.businessId },
  ))!.id;

const announcedPast = (socket: TestSocket, changeId: number) =>
  socket.next('calendar_changed', (frame) => Number(frame.cursor) >= changeId);

async function pullCursor(since?: string) {
  const query = since === undefined ? '' : `?since=${since}`;
  const { body } = await server.request(`/api/sync/calendar${query}`, { token: desk.token });
  return body.cursor as string;
}

/**
 * Proves a socket heard nothing before now: a pong comes after any frame sent earlier. On
 * PostgreSQL a change is told at the next look at the log, every other ANNOUNCE_INTERVAL_MS
 * (docs/architecture.md#10-two-engines), so two looks pass first.
 */
async function heardUpToNow(socket: TestSocket) {
  if (server.engine === 'postgres') {
    await new Promise((resolve) => setTimeout(resolve, 4 * ANNOUNCE_INTERVAL_MS));
  }
  const pongs = socket.frames.filter((frame) => frame.type === 'pong').length;
  socket.send({ type: 'ping' });
  await socket.next('pong', () => socket.frames.filter((f) => f.type === 'pong').length > pongs);
}

describe('calendar_changed over /ws', () => {
  it('tells the second tablet of a walk-in the first logged, with the cursor its pull reaches', async () => {
    const before = await pullCursor();
    const tablet = await socketFor(server, secondTablet);
    const walkIn = await server.request('/api/business/walkins', {
      token: desk.token,
      headers: { 'Idempotency-Key': 'walk-in-announced-1' },
      json: {
        date: day(1),
        start_time: '18:00',
        end_time: '20:00',
        hall_team: hall,
        customer_name: 'Bilal Ahmed',
        number_of_people: 12,
        type: 'walkin',
        status: 'confirmed',
      },
    });
    expect(walkIn.status).toBe(201);
    const stored = await newestChange();
    const frame = await announcedPast(tablet, stored);
    // The device that pulls on hearing it is then exactly where the server is.
    expect(await pullCursor(before)).toBe(frame.cursor);
    tablet.ws.close();
  });

  it('tells the owner of a customer’s booking request, and another owner hears nothing', async () => {
    const tablet = await socketFor(server, secondTablet);
    const neighbour = await socketFor(server, await plainOwner(server));
    const slot = await server.request('/api/slots', {
      token: desk.token,
      json: { date: day(2), start_time: '12:00', end_time: '14:00', worker_id: hall },
    });
    expect(slot.status).toBe(201);
    await announcedPast(tablet, await newestChange());
    await requestSlot(server, slot.body.slot_id);
    await announcedPast(tablet, await newestChange());
    await heardUpToNow(neighbour);
    expect(neighbour.frames.filter((frame) => frame.type === 'calendar_changed')).toEqual([]);
    tablet.ws.close();
    neighbour.ws.close();
  });

  it('tells of the walk-ins an outbox batch stored, and of a hall added', async () => {
    const tablet = await socketFor(server, secondTablet);
    const entries = [0, 1, 2].map((n) => ({
      id: `batch-walk-in-${n}`,
      method: 'POST',
      path: 'business/walkins',
      body: {
        date: day(3),
        start_time: `${10 + 2 * n}:00`,
        end_time: `${11 + 2 * n}:00`,
        hall_team: hall,
        customer_name: `Guest ${n}`,
        number_of_people: 5,
        type: 'walkin',
        status: 'confirmed',
      },
    }));
    const batch = await server.request('/api/sync/outbox', {
      token: desk.token,
      json: { entries },
    });
    expect(batch.body.results.map((result: { status: number }) => result.status)).toEqual([
      201, 201, 201,
    ]);
    await announcedPast(tablet, await newestChange());
    const added = await server.request('/api/business/halls', {
      token: desk.token,
      json: { name: 'Garden', capacity: 200 },
    });
    expect(added.status).toBe(201);
    await announcedPast(tablet, await newestChange());
    tablet.ws.close();
  });

  it('says nothing when a write is refused and rolled back', async () => {
    const tablet = await socketFor(server, secondTablet);
    const seen = await newestChange();
    const clash = await server.request('/api/business/walkins', {
      token: desk.token,
      json: {
        date: day(1),
        start_time: '19:00',
        end_time: '21:00',
        hall_team: hall,
        customer_name: 'Hina Raza',
        number_of_people: 4,
        type: 'walkin',
        status: 'confirmed',
      },
    });
    expect(clash.status).toBe(409);
    expect(await newestChange()).toBe(seen);
    await heardUpToNow(tablet);
    expect(tablet.frames.filter((frame) => frame.type === 'calendar_changed')).toEqual([]);
    tablet.ws.close();
  });
});
