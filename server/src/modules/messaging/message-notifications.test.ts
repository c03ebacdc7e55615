// Messages and the bell: the messages badge counts messages; the bell holds at most one
// "new message" per conversation until it is read, and reading the conversation (REST or the
// socket's mark_read) reads that notification too and tells the reader's devices at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { customer, owner, type Person, sendRest, socketFor } from '../../test/messaging';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function counts(person: Person) {
  const bell = await server.request('/api/notifications/unread-count', { token: person.token });
  const messages = await server.request('/api/inbox/get_new_messages_status', {
    token: person.token,
  });
  return { bell: bell.body.unread_count, messages: messages.body.unread_count };
}

const readConversation = (person: Person, id: number) =>
  server.request(`/api/messaging/conversations/${id}/read`, {
    method: 'PATCH',
    token: person.token,
  });

describe('the bell and a conversation', () => {
  it('holds one notification for three unread messages, and reading the conversation clears both', async () => {
    const bride = await customer(server);
    const vendor = await owner(server);
    let conversation = 0;
    for (const text of ['Salaam!', 'Is 12 December free?', 'For 300 guests']) {
      conversation = (await sendRest(server, bride, vendor.userId, text)).body.conversation_id;
    }
    expect(await counts(vendor)).toEqual({ bell: 1, messages: 3 });
    const page = await server.request('/api/notifications?type=message_new', {
      token: vendor.token,
    });
    expect(page.body.notifications).toEqual([
      expect.objectContaining({
        type: 'message_new',
        data: expect.objectContaining({ conversation_id: conversation }),
      }),
    ]);

    expect((await readConversation(vendor, conversation)).status).toBe(200);
    expect(await counts(vendor)).toEqual({ bell: 0, messages: 0 });
    // The next message is news again: one notification, until it is read.
    await sendRest(server, bride, vendor.userId, 'Also, is there parking?');
    expect(await counts(vendor)).toEqual({ bell: 1, messages: 1 });
  });

  it('leaves nothing on the bell when each message is read as it arrives (an open chat)', async () => {
    const bride = await customer(server);
    const vendor = await owner(server);
    for (const text of ['One', 'Two', 'Three']) {
      const sent = await sendRest(server, bride, vendor.userId, text);
      await readConversation(vendor, sent.body.conversation_id);
    }
    expect(await counts(vendor)).toEqual({ bell: 0, messages: 0 });
  });

  it('keeps the notification while part of the conversation is still unread', async () => {
    const bride = await customer(server);
    const vendor = await owner(server);
    const first = await sendRest(server, bride, vendor.userId, 'First');
    await sendRest(server, bride, vendor.userId, 'Second');
    const socket = await socketFor(server, vendor);
    socket.send({
      type: 'mark_read',
      conversation_id: first.body.conversation_id,
      message_id: first.body.message_id,
    });
    await socket.next('read', (frame) => frame.reader_id === vendor.userId);
    expect(await counts(vendor)).toEqual({ bell: 1, messages: 1 });
    socket.ws.close();
  });

  it("clears it through the socket's mark_read and tells the reader's devices", async () => {
    const bride = await customer(server);
    const vendor = await owner(server);
    const sent = await sendRest(server, bride, vendor.userId, 'Salaam');
    const conversation = sent.body.conversation_id as number;
    const phone = await socketFor(server, vendor);
    const tablet = await socketFor(server, vendor);
    phone.send({ type: 'mark_read', conversation_id: conversation });
    const heard = await tablet.next('read', (frame) => frame.reader_id === vendor.userId);
    expect(heard).toMatchObject({
      conversation_id: conversation,
      message_ids: [sent.body.message_id],
    });
    expect(await counts(vendor)).toEqual({ bell: 0, messages: 0 });
    phone.ws.close();
    tablet.ws.close();
  });

  it('reads the notifications a conversation already read had left behind', async () => {
    const bride = await customer(server);
    const vendor = await owner(server);
    const sent = await sendRest(server, bride, vendor.userId, 'Salaam');
    const conversation = sent.body.conversation_id as number;
    await readConversation(vendor, conversation);
    // What the bell held before this rule: several unread about a conversation read long ago.
    await server.sql.run(
      `INSERT INTO notifications (receiver_id, type, title, message, data, created_at)
       SELECT receiver_id, type, title, message, data, created_at FROM notifications
       WHERE receiver_id = @vendor AND type = 'message_new'`,
      { vendor: vendor.userId },
    );
    await server.sql.run('UPDATE notifications SET is_read = 0 WHERE receiver_id = @vendor', {
      vendor: vendor.userId,
    });
    expect(await counts(vendor)).toEqual({ bell: 2, messages: 0 });
    const socket = await socketFor(server, vendor);
    expect((await readConversation(vendor, conversation)).status).toBe(200);
    await socket.next('read', (frame) => frame.reader_id === vendor.userId);
    expect(await counts(vendor)).toEqual({ bell: 0, messages: 0 });
    socket.ws.close();
  });
});
