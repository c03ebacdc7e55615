// The older inbox calls (docs/product/accounts.md#calls): the messages badge, older messages and
// the notifications, answered from the same conversations and notifications as the newer calls;
// a user_id other than the caller's names nothing they may see.
import {
  MESSAGING_TEXTS,
  olderMessagesSchema,
  unreadStatusSchema,
} from '@baraat/shared/schemas/messaging';
import { notificationPageSchema } from '@baraat/shared/schemas/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../test/contract';
import { startTestServer, type TestServer } from '../../test/harness';
import { customer, owner, sendRest } from '../../test/messaging';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the older inbox calls', () => {
  it('answer the badge, older messages and the notifications of the caller only', async () => {
    const bride = await customer(server);
    const vendor = await owner(server);
    const ids: number[] = [];
    for (const text of ['Salaam!', 'Is 12 December free?', 'For 300 guests']) {
      ids.push((await sendRest(server, bride, vendor.userId, text)).body.message_id);
    }
    // A minute apart, so "older than the first one shown" is plain.
    for (const [n, id] of ids.entries()) {
      await server.sql.run('UPDATE messages SET created_at = @at WHERE id = @id', {
        at: `2026-11-0${n + 1}T10:00:00.000Z`,
        id,
      });
    }
    const conversation = (
      await server.request('/api/messaging/conversations', {
        token: vendor.token,
      })
    ).body[0].conversation_id as number;
    const inbox = (call: string, query: string, token = vendor.token) =>
      server.request(`/api/inbox/${call}?${query}`, { token });

    expect(
      expectContract(
        unreadStatusSchema,
        await inbox('get_new_messages_status', `user_id=${vendor.userId}`),
      ),
    ).toEqual({ has_new_messages: true, unread_count: 3 });
    const newest = expectContract(
      olderMessagesSchema,
      await inbox('load_prev_messages', `conversation_id=${conversation}`),
    );
    expect(newest.map((message) => message.message_id)).toEqual(ids);
    const older = expectContract(
      olderMessagesSchema,
      await inbox(
        'load_prev_messages',
        `conversation_id=${conversation}&first_message_time=2026-11-03T10:00:00.000Z`,
      ),
    );
    expect(older.map((message) => message.message_body)).toEqual([
      'Salaam!',
      'Is 12 December free?',
    ]);
    const unread = expectContract(
      notificationPageSchema,
      await inbox('get_unread_notifications', ''),
    );
    expect(unread.notifications.map((n) => n.type)).toEqual(['message_new']);
    const all = expectContract(notificationPageSchema, await inbox('notifications', ''));
    expect(all.total).toBe(1);

    // Another's user_id, another's conversation, or none: not found.
    for (const [call, query, detail] of [
      ['get_new_messages_status', `user_id=${bride.userId}`, MESSAGING_TEXTS.noUser],
      ['notifications', `user_id=${bride.userId}`, MESSAGING_TEXTS.noUser],
      ['get_unread_notifications', `user_id=${bride.userId}`, MESSAGING_TEXTS.noUser],
      ['load_prev_messages', '', MESSAGING_TEXTS.noConversation],
    ] as const) {
      const refused = await inbox(call, query);
      expect(refused.status, call).toBe(404);
      expect(refused.body.detail).toBe(detail);
    }
    const outsider = await customer(server);
    const hidden = await inbox(
      'load_prev_messages',
      `conversation_id=${conversation}`,
      outsider.token,
    );
    expect(hidden.status).toBe(404);
    expect((await inbox('load_prev_messages', 'conversation_id=abc')).status).toBe(422);
    expect((await server.request('/api/inbox/notifications')).status).toBe(401);
  });
});
