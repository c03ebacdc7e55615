// Messaging on both engines (docs/architecture.md#10-two-engines): sending, listing and reading
// a conversation give the same answers on a real SQLite file and on the run's throwaway
// PostgreSQL, the bell holds one "new message" per conversation until it is read, and one
// Idempotency-Key sent ten times at once stores one message.
import type { ServerFrame } from '@baraat/shared/schemas/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../db/engine';
import { ENGINES, openTestDatabase, type TestDatabase } from '../../test/engines';
import { bookingRow, businessRow, userRow } from '../../test/ledger-rows';
import { createNotificationsService, type NotificationsService } from '../notifications/service';
import { createMessagingService, type MessagingService } from './service';

describe.each(ENGINES)('messaging on %s', (engine) => {
  let test: TestDatabase;
  let notifications: NotificationsService;
  let messaging: MessagingService;
  const frames: { userId: number; frame: ServerFrame }[] = [];

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    const live = {
      toUser: (userId: number, frame: ServerFrame) => {
        frames.push({ userId, frame });
        return false;
      },
    };
    notifications = createNotificationsService(test.database, live);
    messaging = createMessagingService(test.database, notifications, live, {
      messagesPerMinute: 1000,
    });
  });
  afterAll(() => test.close());

  /** A business owner (with a business), and a customer. */
  const people = () =>
    test.database.transaction(function* () {
      const owner = yield* userRow('Vendor', true);
      const place = yield* businessRow(owner, 1000);
      return { owner, place, customer: yield* userRow('Bride') };
    });

  const bell = async (userId: number) =>
    (await notifications.page(userId, { page: 1, limit: 50, type: ['message_new'] })).notifications;

  it('sends, lists and reads a conversation, the bell holding one notification until read', async () => {
    const { owner, customer } = await people();
    const texts = ['Salaam!', 'Is 12 December free?', 'For 300 guests'];
    const sent = [];
    for (const body of texts)
      sent.push(await messaging.send(customer, { receiverId: owner, body }));
    expect(sent.every((one) => one.created)).toBe(true);
    const conversation = sent[0]!.message.conversation_id;
    expect(sent[2]!.message).toMatchObject({
      sender_id: customer,
      receiver_id: owner,
      message_body: 'For 300 guests',
      status: 'sent',
      conversation_id: conversation,
    });

    // One notification for three unread messages; the push came with it.
    expect(await bell(owner)).toEqual([
      expect.objectContaining({
        type: 'message_new',
        title: 'New message',
        data: { conversation_id: conversation, sender_id: customer },
        action_url: `/messages?conversation=${conversation}`,
        is_read: false,
      }),
    ]);
    expect(
      frames.filter((f) => f.userId === owner && f.frame.type === 'notification'),
    ).toHaveLength(1);
    expect(await messaging.unreadStatus(owner)).toEqual({
      has_new_messages: true,
      unread_count: 3,
    });

    const [listed] = await messaging.conversations(owner);
    expect(listed).toMatchObject({
      conversation_id: conversation,
      other_user: { user_id: customer, first_name: 'Bride', email: expect.any(String) },
      unread_count: 3,
      last_message_preview: 'For 300 guests',
      is_read: false,
    });
    expect(await messaging.conversation(customer, conversation)).toMatchObject({
      conversation_id: conversation,
      other_user: { user_id: owner, business_name: expect.stringMatching(/^Hall /) },
      unread_count: 0,
    });

    // The owner's page: oldest first, and delivered now that it reached them.
    const page = await messaging.messages(owner, conversation, 2, 0);
    expect(page.has_more).toBe(true);
    expect(page.messages.map((m) => [m.message_body, m.status])).toEqual([
      ['Is 12 December free?', 'delivered'],
      ['For 300 guests', 'delivered'],
    ]);
    const older = await messaging.before(owner, conversation, page.messages[0]!.created_at, 20);
    expect(older.map((m) => m.message_body)).toEqual(
      sent[0]!.message.created_at < page.messages[0]!.created_at ? ['Salaam!'] : [],
    );

    // Part read: the notification stays; read to its end: it is read too.
    expect(await messaging.markRead(owner, conversation, sent[0]!.message.message_id)).toEqual({
      conversation_id: conversation,
      marked: 1,
      unread_total: 2,
    });
    expect((await bell(owner)).map((n) => n.is_read)).toEqual([false]);
    expect(await messaging.markRead(owner, conversation)).toEqual({
      conversation_id: conversation,
      marked: 2,
      unread_total: 0,
    });
    expect((await bell(owner)).map((n) => n.is_read)).toEqual([true]);
    expect(frames.at(-1)).toMatchObject({
      userId: owner,
      frame: {
        type: 'read',
        conversation_id: conversation,
        message_ids: [sent[1]!.message.message_id, sent[2]!.message.message_id],
      },
    });

    // The next message is news again.
    await messaging.send(customer, { conversationId: conversation, body: 'Also, parking?' });
    expect((await bell(owner)).map((n) => n.is_read)).toEqual([false, true]);
  });

  it('lets an owner write only to a customer who booked, and finds people by name', async () => {
    const { owner, place, customer } = await people();
    await expect(messaging.send(owner, { receiverId: customer, body: 'Hi' })).rejects.toMatchObject(
      { status: 403 },
    );
    await expect(messaging.user(owner, customer)).rejects.toMatchObject({ status: 404 });
    const bookingId = await test.database.transaction(() => bookingRow(place, customer, 'pending'));
    const sent = await messaging.send(owner, { bookingId, body: 'Your booking' });
    expect(sent.message.receiver_id).toBe(customer);
    expect(await messaging.user(owner, customer)).toMatchObject({
      user_id: customer,
      email: expect.any(String),
    });
    expect((await messaging.searchUsers(owner, true, 'BRI')).map((u) => u.user_id)).toContain(
      customer,
    );
    // A customer finds businesses only, by name whatever its case.
    const stranger = await test.database.transaction(() => userRow('Stranger'));
    const found = await messaging.searchUsers(stranger, false, 'hall');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((u) => u.is_business_owner)).toBe(true);
    expect(await messaging.partners(customer)).toEqual([owner]);
    expect(await messaging.mayNotify(owner, customer)).toBe(true);
    expect(await messaging.mayNotify(stranger, customer)).toBe(false);
    const started = await messaging.start(stranger, owner);
    expect(started.created).toBe(true);
    expect((await messaging.start(owner, stranger)).created).toBe(false);
    expect(started.conversation.other_user.user_id).toBe(owner);
  });

  it('stores one message when one Idempotency-Key is sent ten times at once', async () => {
    const { owner, customer } = await people();
    const key = `key-${Math.random().toString(36).slice(2)}`;
    const sent = await Promise.all(
      Array.from({ length: 10 }, () =>
        messaging.send(customer, { receiverId: owner, body: 'Once', clientMessageId: key }),
      ),
    );
    expect(sent.filter((one) => one.created)).toHaveLength(1);
    expect(new Set(sent.map((one) => one.message.message_id)).size).toBe(1);
    const stored = await test.database.read(
      get<{ n: number }>(
        'SELECT count(*) AS n FROM messages WHERE sender_id = @customer AND client_message_id = @key',
        { customer, key },
      ),
    );
    expect(stored).toEqual({ n: 1 });
    expect(await bell(owner)).toHaveLength(1);
    await expect(
      messaging.send(customer, { receiverId: owner, body: 'Changed', clientMessageId: key }),
    ).rejects.toMatchObject({ status: 422 });
  });
});
