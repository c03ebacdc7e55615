// The processes group (docs/architecture.md#9-scaling-out): Baraat run as `npm start`
// runs it (server/dist/supervisor.js) on the bench's PostgreSQL with PROCESSES=2, beside the same
// with PROCESSES=1 on the same database, each with a throwaway redis-server of its own (so
// neither hears the other's live frames). In these rows the bare column holds PROCESSES=1.
// - Sockets: socket-budgets.ts's 1,000 sockets and arrivals, on each supervisor in turn. The
//   cluster primary hands connections to its servers in turn, so with two the sockets spread
//   over both, counted from each upgrade's X-Baraat-Worker and shown in the row; an arrival on
//   one process reaches the other's sockets through Redis. The 2-process fan-out p95 is held to
//   ≤ 100 ms. 1:1 delivery is left out: its 500 sends a second, each a SERIALIZABLE write on
//   PostgreSQL, lost a few sends to serialization failures after every retry, and the run
//   waits for every message.
// - API: profile by slug and slots of a day, which write nothing, so both supervisors serve the
//   same data; measured in alternating halves (loads.ts) with no target: what a second process
//   gives on this machine. The machine's cores also run PostgreSQL, Redis and the load itself.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { nowIso } from '../src/db/connection';
import { startRedisServer } from '../src/test/redis-server';
import type { Fixtures } from './fixtures';
import { onPostgres, readOnlyGroups } from './groups';
import { type LoadOptions, measureGroup } from './loads';
import { placeOf, type ServerProcess, startServer } from './processes';
import {
  ARRIVALS,
  baraatProtocol,
  measureSockets,
  SOCKETS,
  type SocketFigures,
} from './socket-budgets';
import type { BenchRow } from './table';

/** What the processes group needs from run.ts. */
export interface ProcessBudgetsInput {
  root: string;
  /** The environment the bench's PostgreSQL servers run with (DATABASE_URL included). */
  env: NodeJS.ProcessEnv;
  databaseUrl: string;
  fixtures: Fixtures;
  options: LoadOptions;
}

/** Business owners (anyone may write to them), the first of them in a conversation with each. */
async function prepareSockets(client: pg.Client): Promise<number[]> {
  const { rows } = await client.query<{ id: string }>(
    'SELECT id FROM users WHERE is_business_owner = 1 ORDER BY id LIMIT $1',
    [SOCKETS + 1],
  );
  const users = rows.map((row) => Number(row.id));
  if (users.length <= SOCKETS) {
    throw new Error(`the bench database has ${users.length} business owners: seed more vendors`);
  }
  const [arriving, ...others] = users;
  await client.query(
    `INSERT INTO conversations (user1_id, user2_id, created_at)
     SELECT least($1::bigint, other), greatest($1::bigint, other), $3
     FROM unnest($2::bigint[]) AS other
     ON CONFLICT DO NOTHING`,
    [arriving, others, nowIso()],
  );
  return users;
}

/**
 * Single-use tickets for one run, written before it starts so no write is timed: one per socket
 * and one per arrival of the first user.
 */
async function issueTickets(client: pg.Client, users: number[]) {
  const [arriving, ...others] = users;
  const holders = [...others, ...Array<number>(ARRIVALS).fill(arriving!)];
  const values = holders.map(() => randomBytes(32).toString('base64url'));
  await client.query(
    `INSERT INTO ws_tickets (ticket_hash, user_id, expires_at)
     SELECT * FROM unnest($1::text[], $2::bigint[], $3::text[])`,
    [
      values.map((value) => createHash('sha256').update(value).digest('hex')),
      holders,
      holders.map(() => new Date(Date.now() + 10 * 60_000).toISOString()),
    ],
  );
  const unused = new Map<number, string[]>();
  holders.forEach((userId, n) => {
    unused.set(userId, [...(unused.get(userId) ?? []), values[n]!]);
  });
  return (userId: number) => {
    const ticket = unused.get(userId)?.pop();
    if (!ticket) throw new Error(`no ticket left for user ${userId}`);
    return ticket;
  };
}

/** "w1 503, w2 497": how many sockets each server process held. */
function spreadOf(held: Map<string, number>): string {
  return [...held]
    .map(([worker, n]) => [placeOf(worker), n] as const)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([place, n]) => `${place} ${n}`)
    .join(', ');
}

async function measureOn(server: ServerProcess, client: pg.Client, users: number[]) {
  const ticketFor = await issueTickets(client, users);
  return measureSockets(baraatProtocol(server.url, ticketFor), users, { direct: false });
}

/**
 * The processes rows and, for the note under the table, CPU per request of each supervisor (all
 * its processes) in the API groups.
 */
export async function measureProcessBudgets(
  input: ProcessBudgetsInput,
): Promise<{ rows: BenchRow[]; cpuNotes: string[] }> {
  const { root, env, databaseUrl, fixtures, options } = input;
  const redis = await Promise.all([startRedisServer(), startRedisServer()]);
  const servers: ServerProcess[] = [];
  const client = new pg.Client(databaseUrl);
  await client.connect();
  try {
    const start = async (processes: number, redisUrl: string) => {
      const server = await startServer(
        'server/dist/supervisor.js',
        root,
        { ...env, PROCESSES: String(processes), REDIS_URL: redisUrl },
        processes,
      );
      servers.push(server);
      return server;
    };
    // One after the other: both prepare the same database at start.
    const two = await start(2, redis[0]!.url);
    const one = await start(1, redis[1]!.url);
    const users = await prepareSockets(client);

    console.log('Measuring the live channel with 1,000 sockets on 2 processes, then on 1…');
    const onTwo: SocketFigures = await measureOn(two, client, users);
    const places = new Set([...onTwo.held.keys()].map(placeOf));
    if (places.size < 2) {
      throw new Error(`the sockets did not spread over 2 processes: ${spreadOf(onTwo.held)}`);
    }
    const onOne = await measureOn(one, client, users);
    const where = '· PostgreSQL + Redis, 2 processes vs 1';
    const rows: BenchRow[] = [
      {
        figure: `socket fan-out to ${SOCKETS.toLocaleString('en')} (p95, ${ARRIVALS} arrivals; held ${spreadOf(onTwo.held)}) ${where}`,
        baraat: onTwo.fanoutP95,
        bare: onOne.fanoutP95,
        unit: 'ms',
        target: { kind: 'max', value: 100 },
      },
    ];

    const cpuNotes: string[] = [];
    for (const group of readOnlyGroups(fixtures)) {
      const reported = { ...onPostgres(group), reportOnly: true };
      console.log(`Measuring ${group.label} on 2 processes and on 1…`);
      const measured = await measureGroup(reported, { baraat: two, bare: one }, options);
      rows.push(
        ...measured.rows.map((row) => ({
          ...row,
          figure: `${row.figure} · PostgreSQL, 2 processes vs 1`,
        })),
      );
      const { baraat: a, bare: b } = measured.cpuUs;
      cpuNotes.push(
        `${group.label} · PostgreSQL ${Math.round(a)} µs on 2 processes vs ${Math.round(b)} µs on 1`,
      );
    }
    return { rows, cpuNotes };
  } finally {
    await client.end();
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all(redis.map((server) => server.stop()));
  }
}
