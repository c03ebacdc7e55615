import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import {
  conversationListSchema,
  MESSAGING_TEXTS,
  messagePageSchema,
  messageSchema,
} from '@baraat/shared/schemas/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCalendarOwner, requestSlot } from '../../test/calendar';
import { startTestServer, type TestServer } from '../../test/harness';
import { customer, detailOf, owner, type Person, sendRest } from '../../test/messaging';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a customer and a vendor talking', () => {
  it('sends, lists, pages and marks read, with the unread counts on both sides', async () => {
    const bride = await customer(server);
    const vendor = await owner(server);
    const first = await sendRest(server, bride, vendor.userId, '  Is 12 December free?  ');
    expect(first.status).toBe(201);
    const message = messageSchema.parse(first.body);
    expect(message).toMatchObject({
      message_body: 'Is 12 December free?',
      sender_id: bride.userId,
      receiver_id: vendor.userId,
      status: 'sent',
    });

    const theirs = conversationListSchema.parse(
      (await server.request('/api/messaging/conversations', { token: vendor.token })).body,
    );
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({
      unread_count: 1,
      last_message_preview: 'Is 12 December free?',
      other_user: { user_id: bride.userId, business_city: null },
    });
    const mine = conversationListSchema.parse(
      (await server.request('/api/messaging/conversations', { token: bride.token })).body,
    );
    expect(mine[0]).toMatchObject({
      unread_count: 0,
      // With its city: two vendors of one name are told apart (discovery.md#vendors-of-one-name).
      other_user: {
        user_id: vendor.userId,
        business_name: vendor.businessName,
        business_city: 'Karachi',
      },
    });

    const id = theirs[0]!.conversation_id;
    const page = messagePageSchema.parse(
      (await server.request(`/api/messaging/conversations/${id}/messages`, { token: vendor.token }))
        .body,
    );
    // The message reached the vendor's device: delivered, not yet read.
    expect(page.messages.map((m) => m.status)).toEqual(['delivered']);

    const read = await server.request(`/api/messaging/conversations/${id}/read`, {
      method: 'PATCH',
      token: vendor.token,
    });
    expect(read.body).toEqual({ conversation_id: id, marked: 1, unread_total: 0 });
    const seen = messagePageSchema.parse(
      (await server.request(`/api/messaging/conversations/${id}/messages`, { token: bride.token }))
        .body,
    );
    expect(seen.messages[0]?.status).toBe('read');
  });

  it('pages a long conversation 20 at a time, oldest first within a page', async () => {
    const bride = await customer(server);
    const vendor = await owner(server);
    for (let n = 1; n <= 25; n += 1) await sendRest(server, bride, vendor.userId, `message ${n}`);
    const [conversation] = (
      await server.request('/api/messaging/conversations', { token: bride.token })
    ).body;
    const url = `/api/messaging/conversations/${conversation.conversation_id}/messages`;
    const latest = messagePageSchema.parse(
      (await server.request(url, { token: bride.token })).body,
    );
    expect(latest.messages.map((m) => m.message_body)).toEqual(
      Array.from({ length: 20 }, (_, i) => `message ${i + 6}`),
    );
    expect(latest.has_more).toBe(true);
    const older = messagePageSchema.parse(
      (await server.request(`${url}?offset=20&limit=20`, { token: bride.token })).body,
    );
    expect(older.messages.map((m) => m.message_body)).toEqual(
      ['1', '2', '3', '4', '5'].map((n) => `message ${n}`),
    );
    expect(older.has_more).toBe(false);
  });

  it('stores one message however often the same client_message_id is sent', async () => {
    const bride = await customer(server);
    const vendor = await owner(server);
    const client_message_id = 'device-1:0001';
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        sendRest(server, bride, vendor.userId, 'Mehndi on the 12th?', { client_message_id }),
      ),
    );
    expect(new Set(replies.map((r) => r.body.message_id)).size).toBe(1);
    expect(replies.every((r) => r.status === 201)).toBe(true);
    const stored = await server.sql.get<{ n: number }>(
      'SELECT count(*) AS n FROM messages WHERE sender_id = @sender',
      { sender: bride.userId },
    );
    expect(stored!.n).toBe(1);

    const other = await sendRest(server, bride, vendor.userId, 'Something else', {
      client_message_id,
    });
    expect(other.status).toBe(422);
    expect(detailOf(other.body)).toBe(MESSAGING_TEXTS.clientIdReused);
  });

  it('uses the outbox’s Idempotency-Key as the message’s id when the body has none', async () => {
    const bride = await customer(server);
    const vendor = await owner(server);
    const send = () =>
      server.request(`/api/messaging/conversations/${vendor.userId}/messages`, {
        token: bride.token,
        headers: { 'Idempotency-Key': 'outbox-entry-42' },
        json: { message_body: 'Sent from the outbox' },
      });
    const [a, b] = [await send(), await send()];
    expect(b.body.message_id).toBe(a.body.message_id);
    expect(a.body.client_message_id).toBe('outbox-entry-42');
  });
});

describe('who may write to whom', () => {
  let bride: Person;
  let vendor: Person;
  beforeAll(async () => {
    bride = await customer(server);
    vendor = await owner(server);
  });

  it('refuses an empty, an over-long and a self-addressed message with the spec’s texts', async () => {
    const empty = await sendRest(server, bride, vendor.userId, '   ');
    expect(empty.status).toBe(422);
    expect(detailOf(empty.body)).toBe(MESSAGING_TEXTS.empty);
    const long = await sendRest(server, bride, vendor.userId, 'x'.repeat(5001));
    expect(long.status).toBe(422);
    expect(detailOf(long.body)).toBe(MESSAGING_TEXTS.tooLong);
    expect((await sendRest(server, bride, vendor.userId, 'x'.repeat(5000))).status).toBe(201);
    const self = await sendRest(server, bride, bride.userId, 'Hello me');
    expect(self.status).toBe(422);
    expect(detailOf(self.body)).toBe(MESSAGING_TEXTS.self);
  });

  it('refuses a body naming another receiver than the address, and stores nothing', async () => {
    const other = await owner(server);
    const mixed = await sendRest(server, bride, vendor.userId, 'Which one?', {
      receiver_id: other.userId,
    });
    expect(mixed.status).toBe(422);
    expect(detailOf(mixed.body)).toBe(MESSAGING_TEXTS.receiverMismatch);
    const theirs = await server.request('/api/messaging/conversations', { token: other.token });
    expect(theirs.body).toEqual([]);
  });

  it('lets a customer write to vendors, not to other customers, and nobody anonymously', async () => {
    const stranger = await customer(server);
    const refused = await sendRest(server, bride, stranger.userId, 'Hi');
    expect(refused.status).toBe(403);
    expect(detailOf(refused.body)).toBe(MESSAGING_TEXTS.forbidden);
    expect((await sendRest(server, bride, 999_999, 'Hi')).status).toBe(404);
    const anonymous = await server.request(
      `/api/messaging/conversations/${vendor.userId}/messages`,
      {
        json: { message_body: 'Hi' },
      },
    );
    expect(anonymous.status).toBe(401);
    // The vendor may answer in the conversation the customer started.
    await sendRest(server, bride, vendor.userId, 'Do you have a hall for 300?');
    expect((await sendRest(server, vendor, bride.userId, 'Yes, Shalimar Hall')).status).toBe(201);
  });

  it('shows a user’s profile only to someone with a tie to them; a stranger’s is 404', async () => {
    const profileOf = (viewer: Person, userId: number) =>
      server.request(`/api/users/${userId}`, { token: viewer.token });
    const stranger = await customer(server);
    const otherStranger = await customer(server);
    // Customers with no conversation or booking between them: sequential ids reveal nothing.
    const refused = await profileOf(stranger, otherStranger.userId);
    expect(refused.status).toBe(404);
    expect(refused.body.detail).toBe(MESSAGING_TEXTS.noUser);
    expect((await profileOf(vendor, stranger.userId)).status).toBe(404);
    // A business owner's profile is public; a conversation partner is known, with the e-mail.
    const vendorProfile = await profileOf(stranger, vendor.userId);
    expect(vendorProfile.status).toBe(200);
    expect(vendorProfile.body).toMatchObject({ user_id: vendor.userId, is_business_owner: true });
    expect(vendorProfile.body).not.toHaveProperty('email');
    await sendRest(server, stranger, vendor.userId, 'Salaam, are you free in March?');
    const partner = await profileOf(vendor, stranger.userId);
    expect(partner.status).toBe(200);
    expect(partner.body).toMatchObject({ user_id: stranger.userId, email: expect.any(String) });
    expect((await profileOf(stranger, stranger.userId)).status).toBe(200);
    expect((await server.request(`/api/users/${stranger.userId}`)).status).toBe(401);
  });

  it('shows a vendor the profile of a customer who asked it for a booking, without a chat', async () => {
    const desk = await buildCalendarOwner(server);
    const hallId = await desk.addHall('Noor Mahal');
    const slot = await server.request('/api/slots', {
      token: desk.token,
      json: {
        date: addDays(todayInPakistan(), 9),
        start_time: '18:00',
        end_time: '23:00',
        worker_id: hallId,
      },
    });
    expect(slot.status).toBe(201);
    const { customer: guest } = await requestSlot(server, slot.body.slot_id);
    const seen = await server.request(`/api/users/${guest.user.user_id}`, { token: desk.token });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ user_id: guest.user.user_id, is_business_owner: false });
    const other = await buildCalendarOwner(server);
    const unseen = await server.request(`/api/users/${guest.user.user_id}`, { token: other.token });
    expect(unseen.status).toBe(404);
  });

  it('hides another pair’s conversation (404) and never mixes up its messages', async () => {
    const [conversation] = (
      await server.request('/api/messaging/conversations', { token: bride.token })
    ).body;
    const outsider = await customer(server);
    for (const [method, path] of [
      ['GET', `/api/messaging/conversations/${conversation.conversation_id}`],
      ['GET', `/api/messaging/conversations/${conversation.conversation_id}/messages`],
      ['PATCH', `/api/messaging/conversations/${conversation.conversation_id}/read`],
    ] as const) {
      const response = await server.request(path, { method, token: outsider.token });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect(
      (await server.request('/api/messaging/conversations', { token: outsider.token })).body,
    ).toEqual([]);
  });

  it('refuses to message a walk-in customer, who has no account', async () => {
    const desk = await buildCalendarOwner(server);
    const hallId = await desk.addHall('Shalimar Hall');
    const walkIn = await server.request('/api/business/walkins', {
      token: desk.token,
      json: {
        date: addDays(todayInPakistan(), 7),
        start_time: '10:00',
        end_time: '11:00',
        hall_id: hallId,
        customer_name: 'Walk-in guest',
        number_of_people: 2,
      },
    });
    expect(walkIn.status).toBe(201);
    const refused = await sendRest(
      server,
      { token: desk.token, userId: desk.userId },
      bride.userId,
      'Thanks for coming',
      { booking_id: walkIn.body.booking_id },
    );
    expect(refused.status).toBe(422);
    expect(detailOf(refused.body)).toBe(MESSAGING_TEXTS.walkIn);
    // Nobody else's booking can be named: another owner's walk-in is not found.
    const other = await sendRest(server, vendor, bride.userId, 'Hi', {
      booking_id: walkIn.body.booking_id,
    });
    expect(other.status).toBe(404);
  });
});
