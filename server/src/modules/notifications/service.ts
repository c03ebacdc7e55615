// Notifications (issue 12; docs/product/messaging.md#notification-dashboard, docs/product/business-desk.md#what-a-business-holds, docs/product/messaging.md#calls): written by the domain events inside their own
// transactions, pushed live once that transaction has committed, read and tidied by their
// receiver only.
import { NOTIFICATION_TEXTS, type NotificationType } from '@baraat/shared/schemas/notifications';
import type { ServerFrame } from '@baraat/shared/schemas/realtime';
import { type Db, inTransaction, nowIso } from '../../db/connection';
import { notFound } from '../../http/errors';
import { presentNotification } from './presenter';
import { createNotificationsRepo } from './repo';

export interface NewNotification {
  receiver_id: number;
  type: NotificationType;
  title: string;
  message: string;
  data?: Record<string, unknown>;
  priority?: 'low' | 'medium' | 'high' | 'urgent';
  action_url?: string | null | undefined;
}

export interface ListQuery {
  page: number;
  limit: number;
  /** The types shown (one, or a dashboard filter's group); all when left out. */
  type?: readonly NotificationType[] | undefined;
  unread?: boolean | undefined;
  q?: string | undefined;
}

/** A LIKE pattern matching `words` literally anywhere: a backslash escapes % and _. */
const containing = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Push = (userId: number, frame: ServerFrame) => boolean;

export function createNotificationsService(db: Db, live: { toUser: Push }) {
  const repo = createNotificationsRepo(db);
  let queued: { receiver: number; id: number }[] = [];

  /**
   * Pushes what was recorded once the caller's transaction is over: a microtask runs after
   * the synchronous transaction, and a row rolled back with it is simply not found.
   */
  function flushSoon() {
    if (queued.length > 1) return;
    queueMicrotask(() => {
      const due = queued;
      queued = [];
      for (const { receiver, id } of due) {
        const row = repo.one(receiver, id);
        if (row)
          live.toUser(receiver, { type: 'notification', notification: presentNotification(row) });
      }
    });
  }

  /** Stores a notification (inside the caller's transaction, if any) and pushes it after. */
  function record(input: NewNotification): number {
    const id = repo.insert({
      receiver_id: input.receiver_id,
      type: input.type,
      title: input.title,
      message: input.message,
      data: JSON.stringify(input.data ?? {}),
      priority: input.priority ?? 'medium',
      action_url: input.action_url ?? null,
      created_at: nowIso(),
    });
    queued.push({ receiver: input.receiver_id, id });
    flushSoon();
    return id;
  }

  function page(me: number, query: ListQuery) {
    const filter = {
      me,
      types: query.type ? JSON.stringify(query.type) : null,
      unread: query.unread ? 1 : 0,
      q: query.q ? containing(query.q) : null,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    };
    const total = repo.count(filter);
    return {
      notifications: repo.list(filter).map(presentNotification),
      total,
      unread_count: repo.unread(me),
      current_page: query.page,
      total_pages: Math.max(1, Math.ceil(total / query.limit)),
    };
  }

  /** New since a notification id (what the bell holds) or a time; the unread newest without. */
  function poll(me: number, since: string | undefined) {
    const rows =
      since && /^\d{1,15}$/.test(since)
        ? repo.afterId(me, Number(since))
        : since
          ? repo.sinceTime(me, since)
          : repo.list({ me, types: null, unread: 1, q: null, limit: 20, offset: 0 }).reverse();
    return { new_notifications: rows.map(presentNotification), unread_count: repo.unread(me) };
  }

  function mine(me: number, id: number) {
    const row = repo.one(me, id);
    if (!row) throw notFound(NOTIFICATION_TEXTS.notFound);
    return row;
  }

  return {
    record,
    page,
    poll,
    get: (me: number, id: number) => presentNotification(mine(me, id)),
    markRead(me: number, ids: number[]) {
      const marked = inTransaction(db, () => ids.filter((id) => repo.markRead(me, id)).length);
      if (ids.length === 1 && marked === 0) throw notFound(NOTIFICATION_TEXTS.notFound);
      return { marked, unread_count: repo.unread(me) };
    },
    markAll: (me: number) => ({ marked: repo.markAll(me), unread_count: 0 }),
    remove(me: number, ids: number[]) {
      const deleted = inTransaction(db, () => ids.filter((id) => repo.remove(me, id)).length);
      if (ids.length === 1 && deleted === 0) throw notFound(NOTIFICATION_TEXTS.notFound);
      return { deleted, unread_count: repo.unread(me) };
    },
    unreadCount: (me: number) => ({ unread_count: repo.unread(me) }),
    /** Whether the bell already holds an unread "new message" for the conversation. */
    hasUnreadAboutConversation: repo.unreadAboutConversation,
    /** Marks the conversation's "new message" read (inside the caller's transaction). */
    readAboutConversation: repo.readAboutConversation,
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
