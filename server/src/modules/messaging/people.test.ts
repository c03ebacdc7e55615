// Opening a conversation, finding people to write to, and a conversation read by its id
// (docs/product/messaging.md#calls), each answer read with the shared schema it is typed by.
import {
  conversationSchema,
  MESSAGING_TEXTS,
  publicUserListSchema,
} from '@baraat/shared/schemas/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../test/contract';
import { buildCustomer, buildOwner } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { customer, detailOf, owner, type Person, sendRest } from '../../test/messaging';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const start = (from: Person, userId: number | string) =>
  server.request(`/api/messaging/conversations/start/${userId}`, {
    method: 'POST',
    token: from.token,
  });

describe('opening a conversation', () => {
  it('opens one with a vendor (201), finds it again (200), and either side reads it by id', async () => {
    const bride = await customer(server);
    const vendor = await owner(server);
    const opened = expectContract(conversationSchema, await start(bride, vendor.userId), 201);
    expect(opened).toMatchObject({
      other_user: { user_id: vendor.userId, business_name: vendor.businessName },
      last_message: null,
      unread_count: 0,
    });
    const again = expectContract(conversationSchema, await start(bride, vendor.userId));
    expect(again.conversation_id).toBe(opened.conversation_id);
    const read = expectContract(
      conversationSchema,
      await server.request(`/api/messaging/conversations/${opened.conversation_id}`, {
        token: vendor.token,
      }),
    );
    expect(read.other_user.user_id).toBe(bride.userId);
  });

  it('refuses oneself, a customer with no tie, nobody, a bad id and the anonymous', async () => {
    const bride = await customer(server);
    const self = await start(bride, bride.userId);
    expect(self.status).toBe(422);
    expect(detailOf(self.body)).toBe(MESSAGING_TEXTS.self);
    const stranger = await start(bride, (await customer(server)).userId);
    expect(stranger.status).toBe(403);
    expect(detailOf(stranger.body)).toBe(MESSAGING_TEXTS.forbidden);
    const nobody = await start(bride, 999_999);
    expect(nobody.status).toBe(404);
    expect(detailOf(nobody.body)).toBe(MESSAGING_TEXTS.noUser);
    // An id that is not digits matches no route.
    expect((await start(bride, 'abc')).body).toEqual({ detail: 'Not Found' });
    const anonymous = await server.request('/api/messaging/conversations/start/1', {
      method: 'POST',
    });
    expect(anonymous.status).toBe(401);
  });

  it('refuses a page of messages asked for with a limit under 1', async () => {
    const bride = await customer(server);
    const vendor = await owner(server);
    const sent = await sendRest(server, bride, vendor.userId, 'Salaam');
    const page = await server.request(
      `/api/messaging/conversations/${sent.body.conversation_id}/messages?limit=0`,
      { token: bride.token },
    );
    expect(page.status).toBe(422);
  });
});

describe('finding people to write to', () => {
  it('finds vendors for anyone, and for an owner the customers who wrote to it', async () => {
    const bride = await buildCustomer(server, { first_name: 'Zarmeen' });
    const vendor = await buildOwner(server, { business_name: 'Zarmeen Lawn Marquee' });
    const search = (token: string, q: string) =>
      server.request(`/api/users/search?q=${encodeURIComponent(q)}`, { token });

    const found = expectContract(publicUserListSchema, await search(bride.access_token, 'zarmeen'));
    // The customer finds the vendor, not herself; no e-mail in either answer.
    expect(found.map((user) => user.user_id)).toEqual([vendor.user.user_id]);
    expect(
      expectContract(publicUserListSchema, await search(vendor.access_token, 'zarmeen')),
    ).toEqual([]);

    await sendRest(
      server,
      { token: bride.access_token, userId: bride.user.user_id },
      vendor.user.user_id,
      'Is the lawn free in March?',
    );
    const now = expectContract(publicUserListSchema, await search(vendor.access_token, 'zarmeen'));
    expect(now.map((user) => user.user_id)).toEqual([bride.user.user_id]);

    const short = await search(bride.access_token, 'z');
    expect(short.status).toBe(422);
    expect(detailOf(short.body)).toBe(MESSAGING_TEXTS.searchTooShort);
    expect((await server.request('/api/users/search?q=zarmeen')).status).toBe(401);
  });
});
