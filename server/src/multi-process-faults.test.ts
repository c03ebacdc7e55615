// What operators and networks do to a running marketplace (docs/architecture.md#9-scaling-out):
// the real supervisor with PROCESSES=2 on a PostgreSQL cluster and a Redis of this file's own,
// under a bounded mixed load (walk-ins, booking requests and messages under Idempotency-Keys,
// the owner's tablets on sockets), while the app's PostgreSQL connections are terminated,
// PostgreSQL is restarted (`pg_ctl restart -m fast`) and Redis is stopped and started again.
// No server process exits, nothing answers 500 (503 while the database is away), every
// acknowledged write is stored once, a key sent again gets the same answer, and each fault is
// over for the clients within 2 s. FAULT_REDIS_STOP_MS lengthens the Redis outage (3 s here)
// for a measurement by hand; the run's figures are printed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryMs, runLoad, type Sent, send, type Write } from './test/fault-load';
import { freePort } from './test/free-port';
import { type PostgresCluster, startPostgresCluster } from './test/postgres-cluster';
import { call, type LiveSocket, signUp, socketOn, useProcessesAt } from './test/processes-client';
import { type RedisServer, startRedisServer } from './test/redis-server';
import { listeningServers, type Supervised, startTwoServers } from './test/supervised';

const REDIS_STOP_MS = Number(process.env.FAULT_REDIS_STOP_MS ?? 3000);
const SETTLE_MS = 2000;
const WALK_IN_TIMES = [
  ['10:00', '12:00'],
  ['13:00', '15:00'],
  ['16:00', '18:00'],
  ['19:00', '21:00'],
] as const;
const BOOKABLE_SLOTS = 30;
/** Four senders, each pausing this long between writes: some 50 requests a second here. */
const LOAD_PAUSE_MS = 60;
/** Walk-ins on four times a day, within the days ahead a walk-in may be booked. */
const MOST_WALK_INS = 240;

const dataDir = mkdtempSync(path.join(tmpdir(), 'baraat-faults-'));
let cluster: PostgresCluster;
let redis: RedisServer;
let supervisor: Supervised;
let sent: Sent[];
let writes: Write[];
let tablets: LiveSocket[];
const faults: { name: string; endedAt: number }[] = [];
let serversBefore: string[];
let terminated = 0;
let ownerId: number;

const listening = () => listeningServers(supervisor);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function onDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(cluster.adminUrl);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The marketplace the load writes to, and the writes it makes, in turn, until stopped. */
async function marketplace() {
  const [walkIns, bookings, customer] = [
    await signUp('business'),
    await signUp('business'),
    await signUp('customer'),
  ];
  const hall = async (token: string, name: string) => {
    const made = await call('POST', '/api/business/halls', {
      token,
      json: { name, capacity: 500 },
    });
    expect(made.status).toBe(201);
    return made.body.resource_id as number;
  };
  const [walkInHall, bookingHall] = [
    await hall(walkIns.token, 'Rang Mahal'),
    await hall(bookings.token, 'Noor Mahal'),
  ];
  const today = todayInPakistan();
  const slots: number[] = [];
  for (let n = 0; n < BOOKABLE_SLOTS; n += 1) {
    const slot = await call('POST', '/api/slots', {
      token: bookings.token,
      json: {
        date: addDays(today, 3 + n),
        start_time: '18:00',
        end_time: '22:00',
        worker_id: bookingHall,
      },
    });
    expect(slot.status, JSON.stringify(slot.body)).toBe(201);
    slots.push(slot.body.slot_id as number);
  }
  tablets = [await socketOn('w1', walkIns.token), await socketOn('w2', walkIns.token)];
  let n = 0;
  const counts = { walkIn: 0, message: 0 };
  const next = (): Write | undefined => {
    n += 1;
    if (n % 5 === 0 && slots.length > 0) {
      const slot = slots.shift()!;
      return {
        key: `booking-${slot}`,
        kind: 'booking',
        mark: slot,
        method: 'POST',
        path: '/api/bookings',
        token: customer.token,
        json: { slot_id: slot },
      };
    }
    if (n % 2 === 0) {
      counts.message += 1;
      const m = counts.message;
      return {
        key: `message-${m}`,
        kind: 'message',
        mark: `Load message ${m}`,
        method: 'POST',
        path: `/api/messaging/conversations/${walkIns.userId}/messages`,
        token: customer.token,
        json: {
          receiver_id: walkIns.userId,
          message_body: `Load message ${m}`,
          message_type: 'text',
        },
      };
    }
    if (counts.walkIn >= MOST_WALK_INS) return undefined;
    counts.walkIn += 1;
    const w = counts.walkIn;
    const [start, end] = WALK_IN_TIMES[w % WALK_IN_TIMES.length]!;
    return {
      key: `walk-in-${w}`,
      kind: 'walk-in',
      mark: `Walk-in ${w}`,
      method: 'POST',
      path: '/api/business/walkins',
      token: walkIns.token,
      json: {
        date: addDays(today, 2 + Math.floor(w / WALK_IN_TIMES.length)),
        start_time: start,
        end_time: end,
        hall_team: walkInHall,
        customer_name: `Walk-in ${w}`,
        number_of_people: 50,
      },
    };
  };
  return { next, customer, owner: walkIns };
}

async function fault(name: string, act: () => Promise<void>) {
  const startedAt = Date.now();
  await act();
  faults.push({ name, endedAt: Date.now() });
  console.info(`${name} in ${Date.now() - startedAt} ms, ${sent.length} requests so far`);
  await pause(SETTLE_MS);
}

beforeAll(async () => {
  [cluster, redis] = await Promise.all([startPostgresCluster(), startRedisServer()]);
  const port = await freePort();
  supervisor = await startTwoServers(
    { dataDir, port, databaseUrl: cluster.adminUrl, redisUrl: redis.url },
    { MESSAGES_PER_MINUTE: '100000' },
  );
  useProcessesAt(`http://127.0.0.1:${port}`);
  serversBefore = listening();
}, 120_000);

afterAll(async () => {
  for (const tablet of tablets ?? []) tablet.ws.close(1000, 'Done');
  if (supervisor?.child.exitCode === null) {
    supervisor.child.kill('SIGTERM');
    await supervisor.exited;
  }
  await redis?.stop();
  cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('two server processes while PostgreSQL and Redis go and come back', () => {
  it('take a mixed load through three faults', async () => {
    const { next, owner } = await marketplace();
    ownerId = owner.userId;
    const load = runLoad(next, 4, LOAD_PAUSE_MS);
    ({ sent, writes } = load);
    await pause(1500);
    await fault('PostgreSQL connections terminated', async () => {
      terminated = await onDatabase(async (client) => {
        const { rowCount } = await client.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE pid <> pg_backend_pid() AND backend_type = 'client backend'`,
        );
        return rowCount ?? 0;
      });
    });
    await fault('PostgreSQL restarted', () => cluster.restart());
    await fault('Redis stopped and started', async () => {
      await redis.stop();
      await pause(REDIS_STOP_MS);
      await redis.start();
    });
    await load.stop(10_000);
    const statuses: Record<string, number> = {};
    for (const one of sent) statuses[one.status] = (statuses[one.status] ?? 0) + 1;
    console.info(
      JSON.stringify({
        writes: writes.length,
        requests: sent.length,
        statuses,
        terminated,
        recovery_ms: Object.fromEntries(
          faults.map((one) => [one.name, recoveryMs(sent, one.endedAt)]),
        ),
        exits: supervisor.lines.filter((line) => line.msg === 'server process died').length,
        unhandled_ioredis: supervisor.stderr().split('Unhandled error event').length - 1,
      }),
    );
    expect(faults).toHaveLength(3);
  }, 120_000);

  it('keeps both server processes: none exits, the same two serve at the end', async () => {
    expect(terminated).toBeGreaterThan(0);
    expect(supervisor.lines.filter((line) => line.msg === 'server process died')).toEqual([]);
    expect(listening()).toEqual(serversBefore);
    const answers = await Promise.all(Array.from({ length: 6 }, () => call('GET', '/api/health')));
    expect(new Set(answers.map((answer) => answer.worker))).toEqual(new Set(serversBefore));
    for (const tablet of tablets) expect(tablet.ws.readyState).toBe(tablet.ws.OPEN);
  });

  it('answers every request, never with a 500: 503 while the database is away', () => {
    expect(sent.length).toBeGreaterThan(100);
    expect(sent.filter((one) => one.status === 0).map((one) => one.failure)).toEqual([]);
    const refused = sent.filter((one) => one.status >= 300 && one.status !== 503);
    expect(refused.map((one) => `${one.write.key}: ${one.status}`)).toEqual([]);
  });

  it('stores every acknowledged write once, and answers a key sent again as the first time', async () => {
    expect(writes.filter((write) => !write.acknowledged).map((write) => write.key)).toEqual([]);
    const stored = await onDatabase(async (client) => ({
      'walk-in': (
        await client.query('SELECT contact_name AS mark FROM bookings WHERE is_walkin = 1')
      ).rows,
      booking: (await client.query('SELECT slot_id AS mark FROM bookings WHERE is_walkin = 0'))
        .rows,
      message: (
        await client.query("SELECT body AS mark FROM messages WHERE body LIKE 'Load message %'")
      ).rows,
    }));
    for (const kind of ['walk-in', 'booking', 'message'] as const) {
      const marks = stored[kind].map((row: { mark: string | number }) => String(row.mark)).sort();
      const acknowledged = writes
        .filter((write) => write.kind === kind)
        .map((write) => String(write.mark));
      expect(marks, kind).toEqual(acknowledged.sort());
    }
    for (const write of writes.slice(0, 20)) {
      const replayed = await send(write);
      expect(replayed.status, write.key).toBe(write.acknowledged!.status);
      expect(replayed.body, write.key).toEqual(write.acknowledged!.body);
    }
  });

  it('is over for the clients within 2 s of each fault', () => {
    for (const one of faults)
      expect(recoveryMs(sent, one.endedAt), one.name).toBeLessThanOrEqual(2000);
  });

  it('carries live frames to both processes again, and heard every Redis connection go', async () => {
    const customer = await signUp('customer');
    const message = await call('POST', `/api/messaging/conversations/${ownerId}/messages`, {
      token: customer.token,
      json: { receiver_id: ownerId, message_body: 'After the faults', message_type: 'text' },
    });
    expect(message.status).toBe(201);
    for (const tablet of tablets) {
      await expect
        .poll(
          () =>
            tablet.frames.some(
              (frame) =>
                frame.type === 'message' && frame.message.message_body === 'After the faults',
            ),
          { timeout: 2000, interval: 50 },
        )
        .toBe(true);
    }
    expect(supervisor.stderr()).not.toContain('Unhandled error event');
    const lost = supervisor.lines.filter((line) => line.msg === 'redis connection lost');
    // Each process's two clients (commands, the subscription), each logged once.
    expect(lost.map((line) => line.client).sort()).toEqual([
      'redis',
      'redis',
      'redis-subscriber',
      'redis-subscriber',
    ]);
  });
});
