// The dashboard's changes (docs/product/messaging.md#notification-dashboard, docs/product/booking.md#the-booking-lifecycle): mark read one, several or all; delete several.
// Each answer carries the new unread count, which the bell takes at once.
import type {
  NotificationsDeleted,
  NotificationsMarked,
  UnreadCount,
} from '@baraat/shared/schemas/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call, LONG_TIMEOUT_MS } from '@/lib/http';
import { notificationsKey, unreadNotificationsKey } from './get-unread-count';

const options = { timeout: LONG_TIMEOUT_MS };

/** POST /notifications/mark-read. */
export function markNotificationsRead(ids: number[]): Promise<NotificationsMarked> {
  return call(() =>
    api
      .post('notifications/mark-read', { json: { notification_ids: ids }, ...options })
      .json<NotificationsMarked>(),
  );
}

/** PATCH /notifications/mark-all-read. */
export function markAllNotificationsRead(): Promise<NotificationsMarked> {
  return call(() => api.patch('notifications/mark-all-read', options).json<NotificationsMarked>());
}

/** POST /notifications/delete. */
export function deleteNotifications(ids: number[]): Promise<NotificationsDeleted> {
  return call(() =>
    api
      .post('notifications/delete', { json: { notification_ids: ids }, ...options })
      .json<NotificationsDeleted>(),
  );
}

/** Each change answers the new unread count, which the bell takes at once. */
function useChange<T, A extends UnreadCount>(userId: number, change: (input: T) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: ({ unread_count }) =>
      client.setQueryData(unreadNotificationsKey(userId), unread_count),
    onSettled: () => client.invalidateQueries({ queryKey: notificationsKey(userId) }),
  });
}

export const useMarkNotificationsRead = (userId: number) =>
  useChange(userId, markNotificationsRead);
export const useMarkAllNotificationsRead = (userId: number) =>
  useChange(userId, markAllNotificationsRead);
export const useDeleteNotifications = (userId: number) => useChange(userId, deleteNotifications);
