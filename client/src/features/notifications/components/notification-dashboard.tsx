// The notification dashboard /notifications (docs/product/messaging.md#notification-dashboard): filters, search, several selected
// for Mark Read or Delete, Mark All Read, Refresh, pages of 20 and View Details. What the
// socket brings (live-channel.tsx) shows at the top without a reload.
import { NOTIFICATION_TEXTS } from '@baraat/shared/schemas/notifications';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Pagination } from '@/components/ui/pagination';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { showToast } from '@/lib/toasts';
import { useDebounced } from '@/lib/use-debounced';
import { type NotificationFilter, useNotifications } from '../api/get-notifications';
import { useRefreshNotifications } from '../api/get-unread-count';
import {
  useDeleteNotifications,
  useMarkAllNotificationsRead,
  useMarkNotificationsRead,
} from '../api/update-notifications';
import { useBanner } from '../use-banner';
import { NotificationItem } from './notification-item';
import { NotificationToolbar } from './notification-toolbar';

/** docs/product/texts.md#timings: the search asks the server once typing pauses. */
const SEARCH_DEBOUNCE_MS = 300;

export function NotificationDashboard({ userId }: { userId: number }) {
  const { t, i18n } = useLingui();
  const refresh = useRefreshNotifications(userId);
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { banner, show } = useBanner();
  const query = { filter, search: useDebounced(search, SEARCH_DEBOUNCE_MS), page };
  // A selection belongs to the page it was made on: another filter, search or page starts empty.
  const view = JSON.stringify(query);
  const [selection, setSelection] = useState({ view, ids: new Set<number>() });
  const selected = selection.view === view ? selection.ids : new Set<number>();
  const setSelected = (ids: Set<number>) => setSelection({ view, ids });
  const list = useNotifications(userId, query);
  const markRead = useMarkNotificationsRead(userId);
  const markAll = useMarkAllNotificationsRead(userId);
  const remove = useDeleteNotifications(userId);
  const shown = list.data?.notifications ?? [];
  const totalPages = list.data?.total_pages ?? 1;

  // A last page emptied by deletes steps back to the one before.
  useEffect(() => {
    if (page > totalPages) setPage(totalPages);
  }, [page, totalPages]);

  const choose = (next: NotificationFilter) => {
    setFilter(next);
    setPage(1);
  };
  const select = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };
  const chosen = () => shown.map((n) => n.notification_id).filter((id) => selected.has(id));

  const onMarkRead = () => {
    const ids = chosen();
    const count = ids.length;
    if (count === 0) return show('warning', i18n._(NOTIFICATION_TEXTS.noneSelected));
    markRead.mutate(ids, {
      onSuccess: () => {
        setSelected(new Set());
        show(
          'success',
          t`${plural(count, {
            one: '# notification marked as read',
            other: '# notifications marked as read',
          })}`,
        );
      },
      onError: () => show('error', i18n._(NOTIFICATION_TEXTS.markFailed)),
    });
  };
  const onDelete = () => {
    const ids = chosen();
    if (ids.length === 0) return show('warning', i18n._(NOTIFICATION_TEXTS.noneSelected));
    remove.mutate(ids, {
      onSuccess: ({ deleted }) => {
        setSelected(new Set());
        show(
          'success',
          t`${plural(deleted, { one: '# notification deleted', other: '# notifications deleted' })}`,
        );
      },
      onError: () => show('error', i18n._(NOTIFICATION_TEXTS.deleteFailed)),
    });
  };
  const onMarkAllRead = () =>
    markAll.mutate(undefined, {
      onSuccess: () => show('success', t`All notifications marked as read`),
      onError: () => show('error', i18n._(NOTIFICATION_TEXTS.markAllFailed)),
    });
  // Following View Details leaves the page, so a failure is told by a toast.
  const open = (id: number, isRead: boolean) => {
    if (isRead) return;
    markRead.mutate([id], {
      onError: () => showToast('error', i18n._(NOTIFICATION_TEXTS.markFailed)),
    });
  };
  const total = list.data?.total ?? 0;
  const unread = list.data?.unread_count ?? 0;
  const allChosen = shown.length > 0 && shown.every((n) => selected.has(n.notification_id));

  return (
    <div className="notification-dashboard">
      <NotificationToolbar
        filter={filter}
        search={search}
        busy={markRead.isPending || markAll.isPending || remove.isPending}
        onFilter={choose}
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
        onMarkRead={onMarkRead}
        onDelete={onDelete}
        onMarkAllRead={onMarkAllRead}
        onRefresh={() => void refresh()}
      />
      {banner && (
        <Alert key={banner.id} tone={banner.tone}>
          {banner.text}
        </Alert>
      )}
      {list.isPending ? (
        <Spinner label={t`Loading notifications...`} />
      ) : list.isError && !list.data ? (
        <RetryAlert onRetry={() => void list.refetch()}>
          {i18n._(NOTIFICATION_TEXTS.loadFailed)}
        </RetryAlert>
      ) : shown.length === 0 ? (
        <p className="notification-empty muted">
          {filter === 'all' && !query.search
            ? t`You have no notifications yet.`
            : t`No notifications match.`}
        </p>
      ) : (
        <>
          <div className="notification-summary">
            <label className="notification-select-all">
              <input
                type="checkbox"
                checked={allChosen}
                onChange={(e) =>
                  setSelected(new Set(e.target.checked ? shown.map((n) => n.notification_id) : []))
                }
              />
              <Trans>Select all on this page</Trans>
            </label>
            <span className="muted">
              <Trans>
                {total} in all, {unread} unread
              </Trans>
            </span>
          </div>
          {list.isError && <Alert tone="error">{i18n._(NOTIFICATION_TEXTS.loadFailed)}</Alert>}
          <ul className="notification-list">
            {shown.map((notification) => (
              <NotificationItem
                key={notification.notification_id}
                notification={notification}
                selected={selected.has(notification.notification_id)}
                onSelect={(on) => select(notification.notification_id, on)}
                onOpen={() => open(notification.notification_id, notification.is_read)}
              />
            ))}
          </ul>
          <Pagination
            page={page}
            totalPages={totalPages}
            onChange={setPage}
            label={t`Notification pages`}
          />
        </>
      )}
    </div>
  );
}
