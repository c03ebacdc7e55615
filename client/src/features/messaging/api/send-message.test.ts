import 'fake-indexeddb/auto';
import type { Message } from '@baraat/shared/schemas/messaging';
import { beforeEach, describe, expect, it } from 'vitest';
import { type BaraatDb, database, type OutboxEntry } from '@/lib/db';
import { drainOutbox } from '@/lib/outbox-drain';
import { registerOutboxKinds } from '@/lib/outbox-kinds';
import { discardEntry } from '@/lib/outbox-queue';
import { oneByOne } from '@/lib/outbox-transport';
import { ME, testConversation, testMessage, VENDOR } from '../test-messages';
import { applyFrame, isTyping, useLiveInbox } from './live-inbox';
import { conversationMessages, KEPT_MESSAGES } from './message-store';
import { queueMessage, sendMessageKind } from './send-message';
import { syncConversations, syncLatestMessages } from './sync-inbox';

registerOutboxKinds([sendMessageKind]);

let db: BaraatDb;

let nextId = 100;
function serverCopy(entry: OutboxEntry, status: Message['status'] = 'sent'): Message {
  const body = entry.body as { message_body: string; client_message_id: string };
  nextId += 1;
  return message({
    message_id: nextId,
    client_message_id: body.client_message_id,
    message_body: body.message_body,
    status,
  });
}

const message = testMessage;
const conversation = testConversation;

beforeEach(async () => {
  db = await database();
  await Promise.all([db.outbox.clear(), db.messages.clear(), db.conversations.clear()]);
});

describe('sending a message through the outbox', () => {
  it('shows it pending at once, then the server’s copy replaces it', async () => {
    const pending = await queueMessage(ME, VENDOR, '  Is 12 December free?  ');
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      kind: 'message.send',
      aggregate: `chat:${VENDOR}`,
      path: `messaging/conversations/${VENDOR}/messages`,
      body: { message_body: 'Is 12 December free?', client_message_id: entry!.id },
    });
    expect(pending).toMatchObject({ status: 'pending', client_message_id: entry!.id });
    await drainOutbox(oneByOne(async (sent) => ({ status: 201, body: serverCopy(sent) })));
    const shown = await conversationMessages(db, ME, VENDOR);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ status: 'sent', message_id: 101, conversation_id: 3 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends the messages of one chat in the order written, holding later ones behind a retry', async () => {
    for (const text of ['one', 'two', 'three']) await queueMessage(ME, VENDOR, text);
    const bodies: string[] = [];
    await drainOutbox(
      oneByOne(async (sent) => {
        bodies.push((sent.body as { message_body: string }).message_body);
        return bodies.length === 2
          ? { status: 0, body: undefined }
          : { status: 201, body: serverCopy(sent) };
      }),
    );
    expect(bodies).toEqual(['one', 'two']);
    expect((await conversationMessages(db, ME, VENDOR)).map((row) => row.status)).toEqual([
      'sent',
      'pending',
      'pending',
    ]);
  });

  it('keeps a refused message with the server’s reason; Delete removes it', async () => {
    await queueMessage(ME, VENDOR, 'Hello');
    await drainOutbox(
      oneByOne(async () => ({
        status: 403,
        body: { detail: 'You do not have permission to send messages to this user.' },
      })),
    );
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      state: 'failed',
      last_error: expect.stringContaining('permission'),
    });
    expect(await conversationMessages(db, ME, VENDOR)).toHaveLength(1);
    await discardEntry(entry!.id);
    expect(await conversationMessages(db, ME, VENDOR)).toHaveLength(0);
  });
});

describe('the inbox copy', () => {
  it('lists conversations from the server and keeps the last 100 messages', async () => {
    const many = Array.from({ length: KEPT_MESSAGES + 5 }, (_, i) =>
      message({
        message_id: i + 1,
        created_at: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(),
      }),
    );
    await syncConversations(ME, {
      conversations: async () => [conversation()],
      messages: async () => ({ conversation_id: 3, messages: [], has_more: false }),
    });
    const more = await syncLatestMessages(ME, 3, {
      conversations: async () => [],
      messages: async () => ({ conversation_id: 3, messages: many, has_more: true }),
    });
    expect(more).toBe(true);
    expect(await db.conversations.where('owner_id').equals(ME).count()).toBe(1);
    const kept = await conversationMessages(db, ME, VENDOR);
    expect(kept).toHaveLength(KEPT_MESSAGES);
    expect(kept[0]!.message_id).toBe(6);
  });

  it('applies live frames: a reply counts unread, ticks only go up, typing stays in memory', async () => {
    await db.conversations.put({ ...conversation(), owner_id: ME });
    await db.messages.clear();
    await applyFrame(ME, { type: 'message', message: message({ message_id: 7 }) });
    await applyFrame(ME, {
      type: 'read',
      conversation_id: 3,
      message_ids: [7],
      reader_id: VENDOR,
      read_at: new Date().toISOString(),
    });
    await applyFrame(ME, {
      type: 'delivered',
      conversation_id: 3,
      message_ids: [7],
      delivered_at: new Date().toISOString(),
    });
    expect((await conversationMessages(db, ME, VENDOR))[0]!.status).toBe('read');

    await applyFrame(ME, { type: 'typing', conversation_id: 3, user_id: VENDOR, typing: true });
    expect(isTyping(useLiveInbox.getState(), 3)).toBe(true);
    const reply = message({
      message_id: 8,
      sender_id: VENDOR,
      receiver_id: ME,
      message_body: 'Yes',
    });
    const unknown = await applyFrame(ME, { type: 'message', message: reply });
    expect(unknown).toBe(false);
    expect(isTyping(useLiveInbox.getState(), 3)).toBe(false);
    expect(await db.conversations.get([ME, 3])).toMatchObject({
      unread_count: 1,
      last_message_preview: 'Yes',
    });
    const other = message({ message_id: 9, conversation_id: 4, sender_id: 11, receiver_id: ME });
    expect(await applyFrame(ME, { type: 'message', message: other })).toBe(true);
  });
});
