// The dashboard's changes (docs/product/messaging.md#notification-dashboard, docs/product/booking.md#the-booking-lifecycle): mark read one, several or all; delete several.
// Each answer carries the new unread count, which the bell takes at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call, LONG_TIMEOUT_MS } from '@/lib/http';
import { notificationsKey, unreadNotificationsKey } from './get-unread-count';

interface Changed {
  unread_count: number;
  /** How many went (deletes). */
  deleted?: number;
}

const options = { timeout: LONG_TIMEOUT_MS };

/** POST /notifications/mark-read. */
export function markNotificationsRead(ids: number[]): Promise<Changed> {
  return call(() =>
    api.post('notifications/mark-read', { json: { notification_ids: ids }, ...options }).json(),
  );
}

/** PATCH /notifications/mark-all-read. */
export function markAllNotificationsRead(): Promise<Changed> {
  return call(() => api.patch('notifications/mark-all-read', options).json());
}

/** POST /notifications/delete. */
export function deleteNotifications(ids: number[]): Promise<Changed> {
  return call(() =>
    api.post('notifications/delete', { json: { notification_ids: ids }, ...options }).json(),
  );
}

function useChange<T>(userId: number, change: (input: T) => Promise<Changed>) {
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
