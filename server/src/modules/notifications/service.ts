// Notifications (docs/product/messaging.md#notification-dashboard, docs/product/business-desk.md#what-a-business-holds, docs/product/messaging.md#calls): written by the domain events inside their own
// transactions, pushed live once that transaction has committed, read and tidied by their
// receiver only. On either engine (docs/architecture.md#10-two-engines). Stored in English,
// read and pushed in the reader's language (docs/architecture.md#urdu-on-the-server).
import type { Language } from '@baraat/shared/i18n/languages';
import {
  NOTIFICATION_TEXTS,
  type Notification,
  type NotificationType,
} from '@baraat/shared/schemas/notifications';
import type { ServerFrame } from '@baraat/shared/schemas/realtime';
import { nowIso } from '../../db/connection';
import { type Database, onCommit, type Step } from '../../db/engine';
import { notFound } from '../../http/errors';
import { ENGLISH_ONLY, type Translator } from '../../i18n/translator';
import { inLanguage, presentNotification } from './presenter';
import { type NotificationRow, notificationsRepo as repo } from './repo';

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

/**
 * How many of a reader's newest notifications a search in a language other than English looks
 * through: the database holds them in English, so the reader's words are matched after
 * translating, in the server, not in SQL.
 */
export const SEARCHED_IN_TRANSLATION = 1000;

export function createNotificationsService(
  db: Database,
  live: { toUser: Push },
  translate: Translator = ENGLISH_ONLY,
) {
  /** Rows as their reader reads them. */
  const presentIn = (language: Language) => (row: NotificationRow) =>
    inLanguage(presentNotification(row), language, translate);

  /**
   * Stores a notification in the caller's transaction and pushes it once that has committed
   * (never, if it rolls back), in the receiver's saved language; gives back its row.
   */
  function* recordStep(input: NewNotification): Step<NotificationRow> {
    const row = yield* repo.insert({
      receiver_id: input.receiver_id,
      type: input.type,
      title: input.title,
      message: input.message,
      data: JSON.stringify(input.data ?? {}),
      priority: input.priority ?? 'medium',
      action_url: input.action_url ?? null,
      created_at: nowIso(),
    });
    const language = (yield* repo.receiverLanguage(row.receiver_id)) ?? 'en';
    const notification = presentIn(language)(row);
    yield* onCommit(() => {
      live.toUser(row.receiver_id, { type: 'notification', notification });
    });
    return row;
  }

  /** The user's notifications of the types and read state `query` asks for. */
  const chosen = (me: number, query: ListQuery) => ({
    me,
    types: query.type ? JSON.stringify(query.type) : null,
    unread: query.unread ? 1 : 0,
  });

  /** The page `query` asks for, of `total` notifications. */
  function* pageOf(me: number, query: ListQuery, notifications: Notification[], total: number) {
    return {
      notifications,
      total,
      unread_count: yield* repo.unread(me),
      current_page: query.page,
      total_pages: Math.max(1, Math.ceil(total / query.limit)),
    };
  }

  /**
   * A page of the user's notifications, read in `language`. Searched in English by the
   * database; in another language, `q` is looked for in what the reader reads as well as in the
   * stored English, among their newest SEARCHED_IN_TRANSLATION.
   */
  async function page(me: number, query: ListQuery, language: Language = 'en') {
    if (query.q && language !== 'en') return searchedIn(me, { ...query, q: query.q }, language);
    const filter = {
      ...chosen(me, query),
      q: query.q ? containing(query.q) : null,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    };
    return db.read(
      (function* () {
        const total = yield* repo.count(filter);
        const rows = yield* repo.list(filter);
        return yield* pageOf(me, query, rows.map(presentIn(language)), total);
      })(),
    );
  }

  async function searchedIn(me: number, query: ListQuery & { q: string }, language: Language) {
    const words = query.q.toLocaleLowerCase();
    const present = presentIn(language);
    const holds = (text: string) => text.toLocaleLowerCase().includes(words);
    return db.read(
      (function* () {
        const rows = yield* repo.list({
          ...chosen(me, query),
          q: null,
          limit: SEARCHED_IN_TRANSLATION,
          offset: 0,
        });
        const found = rows.flatMap((row) => {
          const read = present(row);
          return [read.title, read.message, row.title, row.message].some(holds) ? [read] : [];
        });
        const start = (query.page - 1) * query.limit;
        return yield* pageOf(me, query, found.slice(start, start + query.limit), found.length);
      })(),
    );
  }

  /** New since a notification id (what the bell holds) or a time; the unread newest without. */
  function poll(me: number, since: string | undefined, language: Language = 'en') {
    return db.read(
      (function* () {
        const rows =
          since && /^\d{1,15}$/.test(since)
            ? yield* repo.afterId(me, Number(since))
            : since
              ? yield* repo.sinceTime(me, since)
              : (yield* repo.list({
                  me,
                  types: null,
                  unread: 1,
                  q: null,
                  limit: 20,
                  offset: 0,
                })).reverse();
        return {
          new_notifications: rows.map(presentIn(language)),
          unread_count: yield* repo.unread(me),
        };
      })(),
    );
  }

  /** Marks or removes the user's `ids` in one transaction; one id not theirs is not found. */
  async function each(
    me: number,
    ids: number[],
    change: (me: number, id: number) => Step<boolean>,
  ) {
    return db.transaction(function* () {
      let changed = 0;
      for (const id of ids) if (yield* change(me, id)) changed += 1;
      if (ids.length === 1 && changed === 0) throw notFound(NOTIFICATION_TEXTS.notFound);
      return { changed, unread_count: yield* repo.unread(me) };
    });
  }

  return {
    recordStep,
    /** Stores a notification in a transaction of its own, pushed once committed. */
    record: async (input: NewNotification) =>
      presentNotification(await db.transaction(() => recordStep(input))),
    page,
    poll,
    async markRead(me: number, ids: number[]) {
      const { changed, unread_count } = await each(me, ids, repo.markRead);
      return { marked: changed, unread_count };
    },
    markAll: async (me: number) => ({
      marked: await db.transaction(() => repo.markAll(me)),
      unread_count: 0,
    }),
    async remove(me: number, ids: number[]) {
      const { changed, unread_count } = await each(me, ids, repo.remove);
      return { deleted: changed, unread_count };
    },
    unreadCount: async (me: number) => ({ unread_count: await db.read(repo.unread(me)) }),
    /** Whether the bell already holds an unread "new message" for the conversation (a step). */
    hasUnreadAboutConversation: repo.unreadAboutConversation,
    /** Marks the conversation's "new message" read (a step of the caller's transaction). */
    readAboutConversation: repo.readAboutConversation,
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/** What a booking's notifications say, as other modules' notices read it. */
export type { BookingFacts } from './repo';
