// The inbox's copy in Dexie (docs/product/offline.md#the-promise): conversations and the last 100 messages of each,
// tagged with the signed-in user (owner_id) so two accounts on one phone never mix. Every
// writer (the sync, the live frames, the outbox's answers) goes through these helpers, so a
// message is stored one way however it arrived.
import type { Message } from '@baraat/shared/schemas/messaging';
import type { BaraatDb, LocalMessageStatus, SavedMessage } from '@/lib/db';

/** docs/product/texts.md#limits: recent messages kept per conversation. */
export const KEPT_MESSAGES = 100;

const RANK: Record<LocalMessageStatus, number> = { pending: 0, sent: 1, delivered: 2, read: 3 };

export const messageKey = (ownerId: number, senderId: number, clientMessageId: string) =>
  `${ownerId}:${senderId}:${clientMessageId}`;

export function toSaved(ownerId: number, message: Message): SavedMessage {
  return {
    key: messageKey(ownerId, message.sender_id, message.client_message_id),
    owner_id: ownerId,
    other_user_id: message.sender_id === ownerId ? message.receiver_id : message.sender_id,
    conversation_id: message.conversation_id,
    message_id: message.message_id,
    client_message_id: message.client_message_id,
    sender_id: message.sender_id,
    receiver_id: message.receiver_id,
    message_body: message.message_body,
    created_at: message.created_at,
    status: message.status,
  };
}

/** A conversation's messages, oldest first (the user's pending ones last, in the order written). */
export async function conversationMessages(
  db: BaraatDb,
  ownerId: number,
  otherUserId: number,
): Promise<SavedMessage[]> {
  const rows = await db.messages
    .where('[owner_id+other_user_id+created_at]')
    .between([ownerId, otherUserId, ''], [ownerId, otherUserId, '\uffff'])
    .toArray();
  const pending = rows.filter((row) => row.status === 'pending');
  return [...rows.filter((row) => row.status !== 'pending'), ...pending];
}

/**
 * Stores server messages: the server's copy replaces the pending one of the same client id,
 * and a status never goes back (a late `sent` copy does not undo a `read` tick).
 */
export async function saveMessages(db: BaraatDb, ownerId: number, messages: Message[]) {
  const saved = messages.map((message) => toSaved(ownerId, message));
  const known = await db.messages.bulkGet(saved.map((row) => row.key));
  await db.messages.bulkPut(
    saved.map((row, i) => {
      const before = known[i];
      return before && RANK[before.status] > RANK[row.status]
        ? { ...row, status: before.status }
        : row;
    }),
  );
  for (const other of new Set(saved.map((row) => row.other_user_id))) {
    await pruneConversation(db, ownerId, other);
  }
}

/** Keeps the newest KEPT_MESSAGES of a conversation; pending messages are never pruned. */
export async function pruneConversation(db: BaraatDb, ownerId: number, otherUserId: number) {
  const rows = (await conversationMessages(db, ownerId, otherUserId)).filter(
    (row) => row.status !== 'pending',
  );
  const old = rows.slice(0, Math.max(0, rows.length - KEPT_MESSAGES));
  if (old.length > 0) await db.messages.bulkDelete(old.map((row) => row.key));
}

/** Raises the ticks of the user's own messages (a delivered or read frame). */
export async function raiseStatus(
  db: BaraatDb,
  ownerId: number,
  messageIds: number[],
  status: 'delivered' | 'read',
) {
  const keys = messageIds.map((id) => [ownerId, id]);
  const rows = (await db.messages.where('[owner_id+message_id]').anyOf(keys).toArray()).filter(
    (row) => RANK[row.status] < RANK[status],
  );
  await db.messages.bulkPut(rows.map((row) => ({ ...row, status })));
}

/**
 * Shows a new message in the list's row. False when this device does not know the
 * conversation yet (a first message): the caller fetches the list again.
 */
export async function touchConversation(
  db: BaraatDb,
  ownerId: number,
  message: Message,
): Promise<boolean> {
  const row = await db.conversations.get([ownerId, message.conversation_id]);
  if (!row) return false;
  const newer = !row.last_message || row.last_message.message_id <= message.message_id;
  if (!newer) return true;
  const incoming = message.receiver_id === ownerId && message.status !== 'read';
  const repeated = row.last_message?.message_id === message.message_id;
  await db.conversations.put({
    ...row,
    last_message: message,
    last_message_preview: message.message_body.slice(0, 100),
    last_message_at: message.created_at,
    unread_count: row.unread_count + (incoming && !repeated ? 1 : 0),
  });
  return true;
}
