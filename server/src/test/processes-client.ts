// Talking to several Baraat processes behind one port, for the multi-process suite
// (docs/architecture.md#9-scaling-out): each request on a connection of its own, so they spread
// over the processes in turn, and each answer and socket says which process took it.
import { request as httpRequest } from 'node:http';
import type { ServerFrame } from '@baraat/shared/schemas/realtime';
import { expect } from 'vitest';
import WebSocket from 'ws';
import { businessPayload, customerPayload } from './factories';

let baseUrl = '';
/** Where the processes listen (http://127.0.0.1:PORT). */
export function useProcessesAt(url: string) {
  baseUrl = url;
}
const base = () => baseUrl;

export interface Answer {
  status: number;
  worker: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert on them
  body: any;
}

/** One request on a connection of its own; the answer says which process gave it. */
export function call(
  method: string,
  urlPath: string,
  options: { json?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base()}${urlPath}`,
      {
        method,
        agent: false,
        headers: {
          ...(body ? { 'Content-Type': 'application/json' } : {}),
          ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            worker: String(res.headers['x-baraat-worker'] ?? ''),
            body: text && res.headers['content-type']?.includes('json') ? JSON.parse(text) : text,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export const placeOf = (worker: string) => worker.split('/')[0];

export async function signUp(kind: 'customer' | 'business') {
  const payload = kind === 'customer' ? customerPayload() : businessPayload();
  const answer = await call('POST', `/api/auth/signup/${kind}`, { json: payload });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return {
    token: answer.body.access_token as string,
    userId: answer.body.user.user_id as number,
    payload,
  };
}

export interface LiveSocket {
  ws: WebSocket;
  worker: string;
  frames: ServerFrame[];
  closed: Promise<number>;
  send: (frame: unknown) => void;
}

/** A socket of `token`'s user held by the process in `place` (w1, w2): sockets that land on
 * the other are closed and another is tried. */
export async function socketOn(place: string, token: string): Promise<LiveSocket> {
  for (let tries = 0; tries < 20; tries += 1) {
    const ticket = await call('POST', '/api/auth/ws-ticket', { token });
    expect(ticket.status).toBe(201);
    const ws = new WebSocket(`${base().replace('http', 'ws')}/ws/${ticket.body.ticket}`, {
      origin: base(),
    });
    const frames: ServerFrame[] = [];
    ws.on('message', (data) => frames.push(JSON.parse(String(data))));
    ws.on('error', () => undefined);
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    // 'open' follows 'upgrade' at once: both are listened for before either comes.
    const upgraded = new Promise<string>((resolve) =>
      ws.once('upgrade', (response) => resolve(String(response.headers['x-baraat-worker']))),
    );
    await new Promise<void>((resolve) => ws.once('open', () => resolve()));
    const worker = await upgraded;
    const socket = { ws, worker, frames, closed, send: (f: unknown) => ws.send(JSON.stringify(f)) };
    if (placeOf(worker) === place) {
      // In once the server answers a ping: its ticket taken, the socket joined.
      socket.send({ type: 'ping' });
      await expect.poll(() => frames.some((frame) => frame.type === 'pong')).toBe(true);
      return socket;
    }
    ws.close(1000, 'Wrong process for this test');
    await closed;
    // Connections go to the processes in turn, a ticket's then a socket's: one more request
    // moves the next socket to the other process.
    await call('GET', '/api/health');
  }
  throw new Error(`no socket landed on ${place}`);
}

/** The names of the walk-ins stored at the owner's business, as its bookings list gives them. */
export async function walkInNames(token: string): Promise<string[]> {
  const listed = await call('GET', '/api/bookings/business-bookings', { token });
  expect(listed.status).toBe(200);
  return (listed.body as { walkin_customer: { name: string } | null }[])
    .filter((row) => row.walkin_customer)
    .map((row) => row.walkin_customer!.name);
}

export const frameOf = <T extends ServerFrame['type']>(
  socket: LiveSocket,
  type: T,
  where: (frame: Extract<ServerFrame, { type: T }>) => boolean = () => true,
) =>
  socket.frames.find(
    (frame): frame is Extract<ServerFrame, { type: T }> =>
      frame.type === type && where(frame as Extract<ServerFrame, { type: T }>),
  );
