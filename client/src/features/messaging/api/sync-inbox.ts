// Fills the inbox's Dexie copy from the server: the conversation list, and the newest page of
// the open conversation. It runs when /messages opens and after every reconnection of the live
// channel (frames sent while the socket was down are not replayed, so they are fetched).
import {
  type Conversation,
  MESSAGE_PAGE,
  type MessagePage,
} from '@baraat/shared/schemas/messaging';
import { database } from '@/lib/db';
import { api, call, LONG_TIMEOUT_MS } from '@/lib/http';
import { saveMessages } from './message-store';

export interface InboxFetch {
  conversations: () => Promise<Conversation[]>;
  messages: (conversationId: number, offset: number) => Promise<MessagePage>;
}

export const httpInboxFetch: InboxFetch = {
  conversations: () =>
    call(() =>
      api.get('messaging/conversations', { timeout: LONG_TIMEOUT_MS }).json<Conversation[]>(),
    ),
  messages: (conversationId, offset) =>
    call(() =>
      api
        .get(`messaging/conversations/${conversationId}/messages`, {
          searchParams: { limit: MESSAGE_PAGE, offset },
          timeout: LONG_TIMEOUT_MS,
        })
        .json<MessagePage>(),
    ),
};

/** Replaces this user's conversation rows with the server's list. */
export async function syncConversations(ownerId: number, fetch: InboxFetch = httpInboxFetch) {
  const list = await fetch.conversations();
  const db = await database();
  await db.transaction('rw', db.conversations, async () => {
    await db.conversations.where('owner_id').equals(ownerId).delete();
    await db.conversations.bulkPut(list.map((row) => ({ ...row, owner_id: ownerId })));
  });
  return list;
}

/** Stores the newest page of a conversation; says whether older messages wait on the server. */
export async function syncLatestMessages(
  ownerId: number,
  conversationId: number,
  fetch: InboxFetch = httpInboxFetch,
): Promise<boolean> {
  const page = await fetch.messages(conversationId, 0);
  const db = await database();
  await db.transaction('rw', db.messages, () => saveMessages(db, ownerId, page.messages));
  return page.has_more;
}
