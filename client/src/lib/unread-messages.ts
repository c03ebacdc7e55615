// The signed-in user's unread message count, shown on the header's messages icon (docs/product/README.md#routes-and-guards).
// Here in lib rather than in a feature: the header shows it, the live channel moves it, and
// the messaging screens may set it when they mark a conversation read.
import type { UnreadStatus } from '@baraat/shared/schemas/messaging';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api, call, LONG_TIMEOUT_MS } from './http';

/** GET /inbox/get_new_messages_status (docs/product/accounts.md#calls, legacy): the total of unread messages. */
export function getUnreadMessageCount(): Promise<number> {
  return call(async () => {
    const answer = await api
      .get('inbox/get_new_messages_status', { timeout: LONG_TIMEOUT_MS })
      .json<UnreadStatus>();
    return answer.unread_count;
  });
}

export const unreadMessagesKey = (userId: number) => ['unread-messages', userId] as const;

export function useUnreadMessageCount(userId: number) {
  return useQuery({
    queryKey: unreadMessagesKey(userId),
    queryFn: getUnreadMessageCount,
    refetchOnWindowFocus: true,
  });
}

/** Someone else's message arrived over the live channel: the badge goes up at once. */
export function countIncomingMessage(client: QueryClient, userId: number): void {
  client.setQueryData<number>(unreadMessagesKey(userId), (count) =>
    count === undefined ? count : count + 1,
  );
}

/** A conversation was read, or the channel came back: the badge asks for the total again. */
export function refreshUnreadMessages(client: QueryClient, userId: number): void {
  void client.invalidateQueries({ queryKey: unreadMessagesKey(userId) });
}
