// The signed-in user's unread message count, shown on the header's messages icon (docs/product/README.md#routes-and-guards).
// Here in lib rather than in a feature: the header shows it, the live channel moves it, and
// the messaging screens may set it when they mark a conversation read.
import type { UnreadStatus } from '@baraat/shared/schemas/messaging';
import { useQuery } from '@tanstack/react-query';
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
