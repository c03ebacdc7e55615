// The live channel's budgets (docs/architecture.md#5-measuring-speed), measured on Baraat and on a bare `ws`
// relay (bare-ws.ts) on this machine:
// - fan-out: 1,000 sockets connected, one user arrives whose conversations include all of them;
//   the time from that user's connect until each of the 1,000 hears it (online_status), p95
//   over several arrivals (target ≤ 100 ms);
// - 1:1 delivery under that load: messages sent over the socket from one of the 1,000 to
//   another at a steady rate, from the send to the receiver's `message` frame, p99 (≤ 50 ms).
// Baraat's sockets need single-use tickets and conversations; they are written straight into
// the bench database (as the accept fixtures are), so no sign-in cost is measured.
// The processes group (process-budgets.ts) measures the same on several server processes.
import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { type Db, nowIso, openDatabase } from '../src/db/connection';
import type { BenchRow } from './table';

export const SOCKETS = 1000;
export const ARRIVALS = 5;
export const MESSAGES = 2000;
const SEND_EVERY_MS = 2;
const CONNECT_BATCH = 100;
const WAIT_MS = 20_000;

interface Client {
  userId: number;
  ws: WebSocket;
}

/** What a run reports for one server: the two latency figures. */
export interface SocketFigures {
  fanoutP95: number;
  /** null when the run measured fan-out alone. */
  directP99: number | null;
  /** How many of the sockets each server process held, by its X-Baraat-Worker ('' if none). */
  held: Map<string, number>;
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10;
}

/** How a server names a socket's address and frames: Baraat's protocol or the bare relay's. */
export interface Protocol {
  url: (userId: number, announce: boolean) => string;
  message: (from: number, to: number, n: number) => unknown;
  /** The `n` of a received message frame for this socket, or undefined for another frame. */
  received: (frame: Record<string, unknown>, me: number) => number | undefined;
}

/** Opens a socket; `worker` is the X-Baraat-Worker of its upgrade ('' when there is none). */
function openSocket(url: string, onFrame: (frame: Record<string, unknown>) => void) {
  return new Promise<{ ws: WebSocket; worker: string }>((resolve, reject) => {
    const ws = new WebSocket(url);
    let worker = '';
    ws.once('upgrade', (response) => {
      worker = String(response.headers['x-baraat-worker'] ?? '');
    });
    ws.on('message', (data) => onFrame(JSON.parse(String(data)) as Record<string, unknown>));
    ws.once('open', () => resolve({ ws, worker }));
    ws.once('error', reject);
    ws.once('close', (code) =>
      reject(new Error(`${url.replace(/\/ws\/.*/, '/ws/…')}: closed ${code}`)),
    );
  });
}

/**
 * Connects all of `users` but the first, then measures the first's arrivals fanned out to them
 * and, unless `direct` is false, 1:1 delivery among them.
 */
export async function measureSockets(
  protocol: Protocol,
  users: number[],
  { direct: withDirect = true } = {},
): Promise<SocketFigures> {
  const [arriving, ...others] = users;
  const heardAt = new Map<number, number>();
  const receivedAt = new Map<number, number>();
  const clients: Client[] = [];
  const held = new Map<string, number>();
  for (let start = 0; start < others.length; start += CONNECT_BATCH) {
    const batch = others.slice(start, start + CONNECT_BATCH);
    clients.push(
      ...(await Promise.all(
        batch.map(async (userId) => {
          const { ws, worker } = await openSocket(protocol.url(userId, false), (frame) => {
            if (frame.type === 'online_status' && frame.user_id === arriving && frame.online) {
              heardAt.set(userId, performance.now());
            }
            const n = protocol.received(frame, userId);
            if (n !== undefined) receivedAt.set(n, performance.now());
          });
          held.set(worker, (held.get(worker) ?? 0) + 1);
          return { userId, ws };
        }),
      )),
    );
  }

  const until = async (done: () => boolean, what: string) => {
    const deadline = Date.now() + WAIT_MS;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`socket bench: ${what} did not finish`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };

  const fanout: number[] = [];
  for (let round = 0; round < ARRIVALS; round += 1) {
    heardAt.clear();
    const started = performance.now();
    const { ws } = await openSocket(protocol.url(arriving!, true), () => undefined);
    await until(() => heardAt.size === clients.length, 'fan-out');
    for (const at of heardAt.values()) fanout.push(at - started);
    ws.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }

  if (!withDirect) {
    for (const client of clients) client.ws.close();
    return { fanoutP95: quantile(fanout, 0.95), directP99: null, held };
  }
  const sentAt = new Map<number, number>();
  for (let n = 0; n < MESSAGES; n += 1) {
    const from = clients[n % clients.length]!;
    const to = clients[(n * 7 + 13) % clients.length]!;
    if (to === from) continue;
    sentAt.set(n, performance.now());
    from.ws.send(JSON.stringify(protocol.message(from.userId, to.userId, n)));
    await new Promise((resolve) => setTimeout(resolve, SEND_EVERY_MS));
  }
  await until(() => receivedAt.size === sentAt.size, '1:1 delivery');
  const direct = [...sentAt].map(([n, at]) => receivedAt.get(n)! - at);
  for (const client of clients) client.ws.close();
  return { fanoutP95: quantile(fanout, 0.95), directP99: quantile(direct, 0.99), held };
}

/**
 * Baraat's socket protocol at `baraatUrl`: a socket per fresh single-use ticket of `ticketFor`,
 * messages sent with send_message and heard as message frames.
 */
export function baraatProtocol(baraatUrl: string, ticketFor: (userId: number) => string): Protocol {
  const ws = baraatUrl.replace(/^http/, 'ws');
  const run = randomBytes(4).toString('hex');
  return {
    url: (userId) => `${ws}/ws/${ticketFor(userId)}`,
    message: (_from, to, n) => ({
      type: 'send_message',
      receiver_id: to,
      message_body: `bench ${n}`,
      client_message_id: `bench-${run}-${n}`,
    }),
    received: (frame, me) => {
      const message = frame.message as { receiver_id: number; message_body: string } | undefined;
      if (frame.type !== 'message' || message?.receiver_id !== me) return undefined;
      return Number(message.message_body.slice('bench '.length));
    },
  };
}

/** Business owners of the bench database: anyone may write to them, so no rule stops a send. */
function prepareBaraat(db: Db) {
  const users = db
    .prepare<[number], { id: number }>(
      'SELECT id FROM users WHERE is_business_owner = 1 ORDER BY id LIMIT ?',
    )
    .all(SOCKETS + 1)
    .map((row) => row.id);
  const [arriving, ...others] = users;
  const now = nowIso();
  const converse = db.prepare<[number, number, string]>(
    'INSERT OR IGNORE INTO conversations (user1_id, user2_id, created_at) VALUES (?, ?, ?)',
  );
  db.transaction(() => {
    for (const other of others) {
      converse.run(Math.min(arriving!, other), Math.max(arriving!, other), now);
    }
  })();
  const ticket = db.prepare<[string, number, string]>(
    'INSERT INTO ws_tickets (ticket_hash, user_id, expires_at) VALUES (?, ?, ?)',
  );
  const expires = new Date(Date.now() + 10 * 60_000).toISOString();
  /** A fresh single-use ticket for each connection. */
  const ticketFor = (userId: number) => {
    const value = randomBytes(32).toString('base64url');
    ticket.run(createHash('sha256').update(value).digest('hex'), userId, expires);
    return value;
  };
  return { users, ticketFor };
}

export async function measureSocketBudgets(
  baraatUrl: string,
  bareUrl: string,
  databaseFile: string,
): Promise<BenchRow[]> {
  const db = openDatabase(databaseFile);
  let baraat: SocketFigures;
  try {
    const { users, ticketFor } = prepareBaraat(db);
    baraat = await measureSockets(baraatProtocol(baraatUrl, ticketFor), users);
  } finally {
    db.close();
  }
  const bareWs = bareUrl.replace(/^http/, 'ws');
  const bare = await measureSockets(
    {
      url: (userId, announce) => `${bareWs}/ws/${userId}${announce ? '/announce' : ''}`,
      message: (_from, to, n) => ({ to, body: String(n) }),
      received: (frame) => (frame.type === 'message' ? Number(frame.body) : undefined),
    },
    Array.from({ length: SOCKETS + 1 }, (_, i) => i + 1),
  );
  return [
    {
      figure: `socket fan-out to ${SOCKETS.toLocaleString('en')} (p95, ${ARRIVALS} arrivals)`,
      baraat: baraat.fanoutP95,
      bare: bare.fanoutP95,
      unit: 'ms',
      target: { kind: 'max', value: 100 },
    },
    {
      figure: `socket 1:1 delivery among ${SOCKETS.toLocaleString('en')} (p99, ${MESSAGES} msgs)`,
      // Both runs measured 1:1 delivery (measureSockets' default).
      baraat: baraat.directP99!,
      bare: bare.directP99,
      unit: 'ms',
      target: { kind: 'max', value: 50 },
    },
  ];
}
