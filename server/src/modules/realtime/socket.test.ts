import { VALIDATION } from '@baraat/shared/constants/messages';
import { MESSAGING_TEXTS } from '@baraat/shared/schemas/messaging';
import { MAX_FRAME_BYTES, WS_CLOSE } from '@baraat/shared/schemas/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { connect, customer, owner, sendRest, socketFor, ticketFor } from '../../test/messaging';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('opening /ws/{ticket}', () => {
  it('takes a ticket once: a reused or made-up one is closed with 4401', async () => {
    const bride = await customer(server);
    const ticket = await ticketFor(server, bride);
    const first = await connect(server, ticket);
    first.send({ type: 'ping' });
    await first.next('pong');
    const again = await connect(server, ticket);
    expect((await again.closed).code).toBe(WS_CLOSE.badTicket);
    const invented = await connect(server, 'x'.repeat(43));
    expect((await invented.closed).code).toBe(WS_CLOSE.badTicket);
    first.ws.close();
  });

  it('refuses a page of another origin with 1008, and an anonymous ticket request with 401', async () => {
    const bride = await customer(server);
    const foreign = await connect(server, await ticketFor(server, bride), 'https://evil.example');
    expect((await foreign.closed).code).toBe(WS_CLOSE.policy);
    expect((await server.request('/api/auth/ws-ticket', { method: 'POST' })).status).toBe(401);
  });

  it('refuses a ticket path with a malformed escape with 4401, and goes on serving', async () => {
    for (const path of ['%E0%A4%A', '%', '%ZZ', '%C0%AF']) {
      const socket = await connect(server, path);
      expect((await socket.closed).code, path).toBe(WS_CLOSE.badTicket);
    }
    expect((await server.request('/api/health')).status).toBe(200);
  });

  it('survives a frame over 64 KiB on a socket it is refusing', async () => {
    const bride = await customer(server);
    for (const [ticket, origin] of [
      ['x'.repeat(43), server.url],
      [await ticketFor(server, bride), 'https://evil.example'],
    ] as const) {
      const socket = await connect(server, ticket, origin);
      // Sent before the refusal's close completes: the server's socket errors as it closes.
      if (socket.ws.readyState === socket.ws.OPEN) socket.ws.send('x'.repeat(MAX_FRAME_BYTES * 2));
      expect([WS_CLOSE.badTicket, WS_CLOSE.policy, 1009, 1006]).toContain(
        (await socket.closed).code,
      );
    }
    const healthy = await socketFor(server, bride);
    healthy.send({ type: 'ping' });
    await healthy.next('pong');
    healthy.ws.close();
  });

  it('closes a socket that sends a frame over 64 KiB', async () => {
    const socket = await socketFor(server, await customer(server));
    socket.ws.send('x'.repeat(MAX_FRAME_BYTES + 1024));
    expect((await socket.closed).code).toBe(1009);
  });

  it('answers a malformed frame with an error frame and keeps the socket', async () => {
    const socket = await socketFor(server, await customer(server));
    socket.ws.send('not json');
    expect((await socket.next('error')).detail).toBe('A frame must be JSON');
    socket.send({ type: 'send_message', message_body: 'hi' });
    await socket.next('error', (frame) => frame.detail !== 'A frame must be JSON');
    socket.send({ type: 'ping' });
    await socket.next('pong');
    socket.ws.close();
  });

  it('refuses a message holding a control character, storing nothing', async () => {
    const bride = await customer(server);
    const vendor = await owner(server);
    const socket = await socketFor(server, bride);
    socket.send({
      type: 'send_message',
      receiver_id: vendor.userId,
      message_body: 'Salaam\u0000',
      client_message_id: 'bride-phone:nul',
    });
    expect(await socket.next('error')).toEqual({
      type: 'error',
      detail: VALIDATION.controlCharacters,
      client_message_id: 'bride-phone:nul',
    });
    const stored = await server.sql.get<{ n: number }>(
      'SELECT count(*) AS n FROM messages WHERE sender_id = @sender',
      { sender: bride.userId },
    );
    expect(Number(stored?.n)).toBe(0);
    socket.ws.close();
  });

  it('slows down, then closes, a socket that floods frames', async () => {
    const socket = await socketFor(server, await customer(server));
    for (let n = 0; n < 80; n += 1) socket.send({ type: 'ping' });
    await socket.next('error', (frame) => frame.detail === 'Too many frames: slow down');
    expect((await socket.closed).code).toBe(WS_CLOSE.policy);
  });
});

describe('talking live', () => {
  it('delivers over the socket, ticks delivered then read, and relays typing', async () => {
    const bride = await customer(server);
    const vendor = await owner(server);
    const brideSocket = await socketFor(server, bride);
    const vendorSocket = await socketFor(server, vendor);
    brideSocket.send({
      type: 'send_message',
      receiver_id: vendor.userId,
      message_body: 'Salaam! Is the 12th free?',
      client_message_id: 'bride-phone:1',
    });
    const arrived = await vendorSocket.next('message');
    expect(arrived.message).toMatchObject({
      message_body: 'Salaam! Is the 12th free?',
      sender_id: bride.userId,
    });
    // The sender's own copy is the acknowledgement; delivered follows once the vendor had it.
    await brideSocket.next('message', (f) => f.message.client_message_id === 'bride-phone:1');
    const delivered = await brideSocket.next('delivered');
    expect(delivered.message_ids).toEqual([arrived.message.message_id]);

    const conversation = arrived.message.conversation_id;
    vendorSocket.send({ type: 'typing', conversation_id: conversation, typing: true });
    expect(await brideSocket.next('typing')).toMatchObject({
      conversation_id: conversation,
      user_id: vendor.userId,
      typing: true,
    });
    vendorSocket.send({ type: 'mark_read', conversation_id: conversation });
    const read = await brideSocket.next('read');
    expect(read).toMatchObject({
      message_ids: [arrived.message.message_id],
      reader_id: vendor.userId,
    });
    // The reader's other devices hear it too, so their unread badge drops.
    expect(await vendorSocket.next('read')).toMatchObject({
      message_ids: [arrived.message.message_id],
      reader_id: vendor.userId,
    });
    brideSocket.ws.close();
    vendorSocket.ws.close();
  });

  it('stores one message when REST and the socket both send the same client_message_id', async () => {
    const bride = await customer(server);
    const vendor = await owner(server);
    const socket = await socketFor(server, bride);
    const client_message_id = 'bride-phone:replayed';
    const frame = {
      type: 'send_message',
      receiver_id: vendor.userId,
      message_body: 'Please call me',
      client_message_id,
    };
    await Promise.all([
      ...Array.from({ length: 10 }, () =>
        sendRest(server, bride, vendor.userId, 'Please call me', { client_message_id }),
      ),
      ...Array.from({ length: 10 }, async () => socket.send(frame)),
    ]);
    await socket.next('message');
    const { n } = (await server.sql.get<{ n: number }>(
      'SELECT count(*) AS n FROM messages WHERE sender_id = @sender',
      { sender: bride.userId },
    ))!;
    expect(n).toBe(1);
    socket.ws.close();
  });

  it('refuses a frame about someone else’s conversation', async () => {
    const bride = await customer(server);
    const vendor = await owner(server);
    const sent = await sendRest(server, bride, vendor.userId, 'Private question');
    const outsider = await socketFor(server, await customer(server));
    outsider.send({ type: 'typing', conversation_id: sent.body.conversation_id, typing: true });
    expect((await outsider.next('error')).detail).toBe(MESSAGING_TEXTS.noConversation);
    outsider.send({
      type: 'send_message',
      conversation_id: sent.body.conversation_id,
      message_body: 'Let me in',
      client_message_id: 'outsider:1',
    });
    expect((await outsider.next('error', (f) => f.client_message_id === 'outsider:1')).detail).toBe(
      MESSAGING_TEXTS.noConversation,
    );
    outsider.send({ type: 'mark_read', conversation_id: sent.body.conversation_id });
    await expect.poll(() => outsider.frames.filter((f) => f.type === 'error').length).toBe(3);
    expect(outsider.frames.at(-1)).toMatchObject({ detail: MESSAGING_TEXTS.noConversation });
    const { n } = (await server.sql.get<{ n: number }>(
      'SELECT count(*) AS n FROM messages WHERE conversation_id = @conversation',
      { conversation: sent.body.conversation_id },
    ))!;
    expect(n).toBe(1);
    outsider.ws.close();
  });

  it('tells only conversation partners when someone comes online and leaves', async () => {
    const bride = await customer(server);
    const vendor = await owner(server);
    await sendRest(server, bride, vendor.userId, 'Hello');
    const stranger = await socketFor(server, await customer(server));
    const vendorSocket = await socketFor(server, vendor);
    const brideSocket = await socketFor(server, bride);
    expect(await vendorSocket.next('online_status')).toEqual({
      type: 'online_status',
      user_id: bride.userId,
      online: true,
    });
    // The bride, arriving second, is told the vendor is already here.
    await brideSocket.next('online_status', (f) => f.user_id === vendor.userId && f.online);
    brideSocket.ws.close();
    await vendorSocket.next('online_status', (f) => f.user_id === bride.userId && !f.online);
    expect(stranger.frames.filter((f) => f.type === 'online_status')).toEqual([]);
    stranger.ws.close();
    vendorSocket.ws.close();
  });

  it('pushes a notification for a new message to the receiver’s socket', async () => {
    const bride = await customer(server);
    const vendor = await owner(server);
    const vendorSocket = await socketFor(server, vendor);
    await sendRest(server, bride, vendor.userId, 'Hello');
    const { notification } = await vendorSocket.next('notification');
    expect(notification).toMatchObject({ type: 'message_new', receiver_id: vendor.userId });
    vendorSocket.ws.close();
  });
});

describe('shutting down', () => {
  it('tells open sockets the service restarts (1012), those still being let in too', async () => {
    const own = await startTestServer();
    const socket = await socketFor(own, await customer(own));
    // Open, its ticket not yet taken (on PostgreSQL that is a query later).
    const arriving = await connect(own, await ticketFor(own, await customer(own)));
    await own.close();
    expect((await socket.closed).code).toBe(WS_CLOSE.serviceRestart);
    expect((await arriving.closed).code).toBe(WS_CLOSE.serviceRestart);
  });
});
