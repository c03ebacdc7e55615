// A notification pushed over the live channel (docs/product/business-desk.md#what-a-business-holds): the bell goes up at once,
// the dashboard's pages ask again so it shows at the top, and a toast says what happened.
import type { Notification } from '@baraat/shared/schemas/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { showToast } from '@/lib/toasts';
import { notificationListsKey } from './api/get-notifications';
import { unreadNotificationsKey } from './api/get-unread-count';

export function receiveNotification(
  client: QueryClient,
  userId: number,
  notification: Notification,
): void {
  if (!notification.is_read) {
    client.setQueryData<number>(unreadNotificationsKey(userId), (count) =>
      count === undefined ? count : count + 1,
    );
  }
  void client.invalidateQueries({ queryKey: notificationListsKey(userId) });
  showToast('info', notification.title);
}

/** After a reconnection: what arrived while the channel was down is asked for again. */
export function refreshNotifications(client: QueryClient, userId: number): void {
  void client.invalidateQueries({ queryKey: unreadNotificationsKey(userId) });
  void client.invalidateQueries({ queryKey: notificationListsKey(userId) });
}
