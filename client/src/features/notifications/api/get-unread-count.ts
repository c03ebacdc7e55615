import type { UnreadCount } from '@baraat/shared/schemas/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, LONG_TIMEOUT_MS } from '@/lib/http';

/** GET /notifications/unread-count: what the bell shows (docs/product/decisions.md#the-decisions-at-a-glance, not the spec's fixed 3). */
export function getUnreadNotificationCount(): Promise<number> {
  return call(async () => {
    const answer = await api
      .get('notifications/unread-count', { timeout: LONG_TIMEOUT_MS })
      .json<UnreadCount>();
    return answer.unread_count;
  });
}

/** Everything cached about one user's notifications starts with this. */
export const notificationsKey = (userId: number) => ['notifications', userId] as const;
export const unreadNotificationsKey = (userId: number) =>
  [...notificationsKey(userId), 'unread-count'] as const;

/**
 * The signed-in user's unread count. The live channel (app/layout/live-channel.tsx) raises it
 * as notifications arrive and refetches it on reconnection; a focused tab asks again too.
 */
export function useUnreadNotificationCount(userId: number) {
  return useQuery({
    queryKey: unreadNotificationsKey(userId),
    queryFn: getUnreadNotificationCount,
    refetchOnWindowFocus: true,
  });
}

/** Refresh on the dashboard: the bell and every list of the user's notifications ask again. */
export function useRefreshNotifications(userId: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: notificationsKey(userId) });
}
