// Sending never depends on the signal (docs/product/offline.md#the-promise): the message is stored as
// pending and queued in the outbox in one transaction, shown at once with a clock, and sent in
// order per chat (the aggregate). The entry id is its client_message_id, so however often the
// drainer resends it, the server stores it once and its answer replaces the pending copy.
import { type Message, messageSchema, type SendMessage } from '@baraat/shared/schemas/messaging';
import { database, type SavedMessage } from '@/lib/db';
import { defineOutboxKind } from '@/lib/outbox-kinds';
import { enqueue } from '@/lib/outbox-queue';
import { kickOutbox } from '@/lib/outbox-runner';
import { messageKey, saveMessages, touchConversation } from './message-store';

export const chatAggregate = (receiverId: number) => `chat:${receiverId}`;

export const sendMessageKind = defineOutboxKind<Message, SendMessage>({
  name: 'message.send',
  answer: messageSchema,
  acknowledged: async (db, entry, message) => {
    await saveMessages(db, entry.owner_id, [message]);
    await touchConversation(db, entry.owner_id, message);
  },
  discarded: async (db, entry) => {
    await db.messages.delete(messageKey(entry.owner_id, entry.owner_id, entry.id));
  },
});

/** Stores the message as pending and queues it; returns the pending copy. */
export async function queueMessage(
  ownerId: number,
  receiverId: number,
  body: string,
  conversationId: number | null = null,
): Promise<SavedMessage> {
  const db = await database();
  const text = body.trim();
  const saved = await db.transaction('rw', db.messages, db.outbox, async () => {
    const entry = await enqueue(db, sendMessageKind, {
      owner_id: ownerId,
      aggregate: chatAggregate(receiverId),
      method: 'POST',
      path: `messaging/conversations/${receiverId}/messages`,
      body: { receiver_id: receiverId, message_body: text, message_type: 'text' },
    });
    // The entry's id (made by enqueue) is the message's client id; the body names it too so a
    // replay through the socket or REST finds the same stored message.
    await db.outbox.update(entry.id, {
      body: {
        receiver_id: receiverId,
        message_body: text,
        message_type: 'text',
        client_message_id: entry.id,
      },
    });
    const pending: SavedMessage = {
      key: messageKey(ownerId, ownerId, entry.id),
      owner_id: ownerId,
      other_user_id: receiverId,
      conversation_id: conversationId,
      message_id: null,
      client_message_id: entry.id,
      sender_id: ownerId,
      receiver_id: receiverId,
      message_body: text,
      created_at: new Date(Math.max(Date.now(), entry.created_at)).toISOString(),
      status: 'pending',
    };
    await db.messages.put(pending);
    return pending;
  });
  kickOutbox();
  return saved;
}
