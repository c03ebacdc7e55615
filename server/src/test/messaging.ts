// Builders for the messaging and live-channel tests: people who may talk, and a real socket
// on the real server (the `ws` client), with the frames it received.
import type { ServerFrame } from '@baraat/shared/schemas/realtime';
import WebSocket from 'ws';
import { buildCustomer, buildOwner } from './factories';
import type { TestServer } from './harness';

export interface Person {
  token: string;
  userId: number;
}

export async function customer(server: TestServer): Promise<Person> {
  const built = await buildCustomer(server);
  return { token: built.access_token, userId: built.user.user_id };
}

export async function owner(server: TestServer): Promise<Person & { businessName: string }> {
  const built = await buildOwner(server);
  return {
    token: built.access_token,
    userId: built.user.user_id,
    businessName: String(built.payload.business_name),
  };
}

/** Sends over REST; returns the response. */
export function sendRest(
  server: TestServer,
  from: Person,
  toUserId: number,
  body: string,
  extra: Record<string, unknown> = {},
) {
  return server.request(`/api/messaging/conversations/${toUserId}/messages`, {
    token: from.token,
    json: { receiver_id: toUserId, message_body: body, message_type: 'text', ...extra },
  });
}

/** A refusal's text: the detail, or the messages of a refused field's list joined. */
export const detailOf = (body: { detail: unknown }) =>
  typeof body.detail === 'string'
    ? body.detail
    : (body.detail as { msg: string }[]).map((issue) => issue.msg).join('; ');

export interface TestSocket {
  ws: WebSocket;
  frames: ServerFrame[];
  /** The first frame (already received or still to come) that matches. */
  next: <T extends ServerFrame['type']>(
    type: T,
    where?: (frame: Extract<ServerFrame, { type: T }>) => boolean,
  ) => Promise<Extract<ServerFrame, { type: T }>>;
  closed: Promise<{ code: number; reason: string }>;
  send: (frame: unknown) => void;
}

export async function ticketFor(server: TestServer, person: Person): Promise<string> {
  const response = await server.request('/api/auth/ws-ticket', {
    method: 'POST',
    token: person.token,
  });
  if (response.status !== 201) throw new Error(`ticket failed: ${response.status}`);
  return response.body.ticket as string;
}

const WAIT_MS = 3000;

/** Opens /ws/{ticket}; resolves once open (or closed, for the refusal tests). */
export async function connect(
  server: TestServer,
  ticket: string,
  origin: string = server.directUrl,
): Promise<TestSocket> {
  const ws = new WebSocket(`${server.directUrl.replace('http', 'ws')}/ws/${ticket}`, { origin });
  const frames: ServerFrame[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as ServerFrame);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  ws.on('error', () => undefined);
  await new Promise<void>((resolve) => {
    ws.once('open', () => resolve());
    void closed.then(() => resolve());
  });
  type Of<T extends ServerFrame['type']> = Extract<ServerFrame, { type: T }>;
  function next<T extends ServerFrame['type']>(
    type: T,
    where: (frame: Of<T>) => boolean = () => true,
  ) {
    return new Promise<Of<T>>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ${type} frame within ${WAIT_MS} ms`)),
        WAIT_MS,
      );
      const look = () => {
        const found = frames.find((frame) => frame.type === type && where(frame as Of<T>));
        if (found) {
          clearTimeout(timer);
          resolve(found as Of<T>);
        } else waiters.push(look);
      };
      look();
    });
  }
  return { ws, frames, next, closed, send: (frame) => ws.send(JSON.stringify(frame)) };
}

/**
 * A person's socket once the server has let it in: it opens before the server has taken its
 * ticket (on PostgreSQL, a query later), and frames sent meanwhile wait for it, so the pong to
 * a first ping proves the socket now hears what is pushed to its user.
 */
export async function socketFor(server: TestServer, person: Person): Promise<TestSocket> {
  const socket = await connect(server, await ticketFor(server, person));
  socket.send({ type: 'ping' });
  await socket.next('pong');
  return socket;
}
