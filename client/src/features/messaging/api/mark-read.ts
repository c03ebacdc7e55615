// Opening a conversation (and a message arriving while it is open) marks it read: the server
// tells the sender (their ticks turn read) and the list's badge drops to zero here at once.
import type { MarkReadResponse } from '@baraat/shared/schemas/messaging';
import { database } from '@/lib/db';
import { api, call } from '@/lib/http';

export async function markConversationRead(
  ownerId: number,
  conversationId: number,
): Promise<MarkReadResponse> {
  const db = await database();
  await db.conversations.update([ownerId, conversationId], { unread_count: 0 });
  return call(() =>
    api.patch(`messaging/conversations/${conversationId}/read`).json<MarkReadResponse>(),
  );
}
