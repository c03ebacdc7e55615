import {
  NOTIFICATION_PAGE,
  type NotificationGroup,
  type NotificationPage,
} from '@baraat/shared/schemas/notifications';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, call, LONG_TIMEOUT_MS } from '@/lib/http';
import { liveRefresh } from '@/lib/query-client';
import { notificationsKey } from './get-unread-count';

/** The dashboard's filters (docs/product/messaging.md#notification-dashboard): all, unread, or a group of types. */
export type NotificationFilter = 'all' | 'unread' | NotificationGroup;

export interface NotificationQuery {
  filter: NotificationFilter;
  /** Searched by the server in titles and messages. */
  search: string;
  page: number;
}

/** GET /notifications: one page of 20, newest first, with the totals. */
export function getNotifications(query: NotificationQuery): Promise<NotificationPage> {
  const searchParams = new URLSearchParams({
    page: String(query.page),
    limit: String(NOTIFICATION_PAGE),
  });
  if (query.filter === 'unread') searchParams.set('unread', 'true');
  else if (query.filter !== 'all') searchParams.set('type', query.filter);
  if (query.search.trim()) searchParams.set('q', query.search.trim());
  return call(() =>
    api.get('notifications', { searchParams, timeout: LONG_TIMEOUT_MS }).json<NotificationPage>(),
  );
}

export const notificationListsKey = (userId: number) =>
  [...notificationsKey(userId), 'list'] as const;

export function useNotifications(userId: number, query: NotificationQuery) {
  return useQuery({
    queryKey: [...notificationListsKey(userId), query],
    queryFn: () => getNotifications(query),
    // The page stays up while the next filter, search or page loads.
    placeholderData: keepPreviousData,
    // docs/product/messaging.md#notification-dashboard: the socket brings new ones sooner, this covers
    // changes made elsewhere (read or deleted on another device).
    ...liveRefresh,
  });
}
