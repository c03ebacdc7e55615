// The live channel's limits per user: tickets, open sockets, one message budget
// across sockets and REST, and sockets whose reader stopped.
import { GLOBAL_ERRORS } from '@baraat/shared/constants/messages';
import { WS_CLOSE } from '@baraat/shared/schemas/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import {
  connect,
  customer,
  owner,
  type Person,
  sendRest,
  socketFor,
  type TestSocket,
  ticketFor,
} from '../../test/messaging';

const MESSAGES_PER_MINUTE = 120;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ MESSAGES_PER_MINUTE: String(MESSAGES_PER_MINUTE) });
});
afterAll(() => server.close());

const storedBy = async (person: Person) =>
  (await server.sql.get<{ n: number }>(
    'SELECT count(*) AS n FROM messages WHERE sender_id = @sender',
    { sender: person.userId },
  ))!.n;

describe('socket tickets', () => {
  it('meets a 429 with Retry-After before one user has taken 120 tickets', async () => {
    const bride = await customer(server);
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 120; i += 1) {
      const response = await server.request('/api/auth/ws-ticket', {
        method: 'POST',
        token: bride.token,
      });
      statuses.push(response.status);
      if (response.status === 429) {
        retryAfter = response.headers.get('retry-after');
        expect(response.body.detail).toBe(GLOBAL_ERRORS.tooManyRequests);
      }
    }
    expect(statuses.filter((status) => status === 201).length).toBe(30);
    expect(statuses.filter((status) => status === 429).length).toBe(90);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Another user's tickets are their own.
    expect(await ticketFor(server, await customer(server))).toMatch(/^[\w-]{20,}$/);
  });
});

describe('open sockets of one user', () => {
  it('keeps the newest ten: an eleventh and twelfth close the two oldest', async () => {
    const bride = await customer(server);
    const sockets: TestSocket[] = [];
    for (let i = 0; i < 12; i += 1) sockets.push(await socketFor(server, bride));
    const [first, second] = sockets;
    expect((await first!.closed).code).toBe(WS_CLOSE.policy);
    expect((await second!.closed).code).toBe(WS_CLOSE.policy);
    const newest = sockets.at(-1)!;
    newest.send({ type: 'ping' });
    await newest.next('pong');
    expect(sockets.filter((socket) => socket.ws.readyState === socket.ws.OPEN).length).toBe(10);
    for (const socket of sockets) socket.ws.close();
  });
});

describe('one message budget per user', () => {
  it('stores at most the budget from 20 sockets flooding for 3 s, and REST shares it', async () => {
    const flooder = await customer(server);
    const vendor = await owner(server);
    const sockets: TestSocket[] = [];
    for (let i = 0; i < 20; i += 1) {
      // Tickets are limited too: take them in two rounds a minute could hold.
      sockets.push(await connect(server, await ticketFor(server, flooder)));
    }
    const open = sockets.filter((socket) => socket.ws.readyState === socket.ws.OPEN);
    const until = Date.now() + 3000;
    let sent = 0;
    while (Date.now() < until) {
      // 15 frames a second per socket: under the per-socket frame limit, far over the budget.
      for (const socket of open) {
        socket.send({
          type: 'send_message',
          receiver_id: vendor.userId,
          message_body: `${'x'.repeat(4000)} ${sent}`,
          client_message_id: `flood:${sent}`,
        });
        sent += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 66));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sent).toBeGreaterThan(MESSAGES_PER_MINUTE * 3);
    expect(await storedBy(flooder)).toBe(MESSAGES_PER_MINUTE);
    const refusals = open.flatMap((socket) =>
      socket.frames.filter(
        (frame) => frame.type === 'error' && frame.detail === GLOBAL_ERRORS.tooManyRequests,
      ),
    );
    expect(refusals.length).toBeGreaterThan(0);
    const rest = await sendRest(server, flooder, vendor.userId, 'And one more over REST');
    expect(rest.status).toBe(429);
    expect(rest.headers.get('retry-after')).toBeTruthy();
    expect(await storedBy(flooder)).toBe(MESSAGES_PER_MINUTE);
    for (const socket of sockets) socket.ws.close();
  });

  it('does not charge a resend of a message already stored', async () => {
    const bride = await customer(server);
    const vendor = await owner(server);
    const first = await sendRest(server, bride, vendor.userId, 'Is the 12th free?', {
      client_message_id: 'bride:resend',
    });
    expect(first.status).toBe(201);
    for (let i = 0; i < MESSAGES_PER_MINUTE + 5; i += 1) {
      const again = await sendRest(server, bride, vendor.userId, 'Is the 12th free?', {
        client_message_id: 'bride:resend',
      });
      expect(again.status).toBe(201);
      expect(again.body.message_id).toBe(first.body.message_id);
    }
    expect((await sendRest(server, bride, vendor.userId, 'A new question')).status).toBe(201);
    expect(await storedBy(bride)).toBe(2);
  });
});

describe('a socket that stops reading', () => {
  let slow: TestServer;
  beforeAll(async () => {
    slow = await startTestServer({ SOCKET_BUFFER_BYTES: '65536', MESSAGES_PER_MINUTE: '100000' });
  });
  afterAll(() => slow.close());

  // The loopback's own buffers take some 4 MB (about 800 messages) before the server holds
  // any: on PostgreSQL those sends take longer than the default 20 s on a busy machine.
  it('is closed once its unsent frames pass the limit, and the log counts it', async () => {
    const vendor = await owner(slow);
    // Ten brides write at once (one person's sends run one after another).
    const brides = await Promise.all(Array.from({ length: 10 }, () => customer(slow)));
    const reader = await socketFor(slow, vendor);
    // The client stops reading: the server's frames pile up behind the socket's buffers.
    reader.ws.pause();
    const body = 'x'.repeat(4990);
    let sent = 0;
    const closedLine = () => slow.logs.find((line) => line.msg === 'slow socket closed');
    while (!closedLine() && sent < 4000) {
      const answers = await Promise.all(
        brides.map((bride, i) => sendRest(slow, bride, vendor.userId, `${body}${i}`)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
      sent += 10;
    }
    const line = closedLine();
    expect(line).toMatchObject({ user_id: vendor.userId, slow_sockets_closed: 1 });
    expect(Number(line!.buffered_bytes)).toBeGreaterThan(65536);
    reader.ws.resume();
    expect((await reader.closed).code).toBe(1006);
    // Everyone else is served as before.
    const other = await socketFor(slow, brides[0]!);
    other.send({ type: 'ping' });
    await other.next('pong');
    expect((await slow.request('/api/health')).status).toBe(200);
    other.ws.close();
  }, 60_000);
});
