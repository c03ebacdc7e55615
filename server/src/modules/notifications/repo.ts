// SQL of notifications (docs/product/business-desk.md#what-a-business-holds, docs/product/messaging.md#calls), as steps of either engine
// (docs/architecture.md#10-two-engines). Every read and change is scoped to the receiver, so
// another user's notification is never found.
import type { Language } from '@baraat/shared/i18n/languages';
import type { NotificationType } from '@baraat/shared/schemas/notifications';
import { jsonNumberIs, likeIgnoringCase, sql, textsIn } from '../../db/dialect';
import { all, get, run, type Step } from '../../db/engine';
import { eventName, personName } from '../../db/names';

export interface NotificationRow {
  id: number;
  receiver_id: number;
  type: NotificationType;
  title: string;
  message: string;
  data: string;
  priority: 'low' | 'medium' | 'high' | 'urgent';
  action_url: string | null;
  is_read: number;
  created_at: string;
}

export type NewNotificationRow = Omit<NotificationRow, 'id' | 'is_read'>;

export interface ListFilter {
  me: number;
  /** A JSON array of types, or null for all. */
  types: string | null;
  unread: number;
  /** A LIKE pattern over title and message, or null. */
  q: string | null;
  limit: number;
  offset: number;
}

const WHERE = sql`WHERE receiver_id = @me
  AND (CAST(@types AS TEXT) IS NULL OR ${textsIn('type', 'types')})
  AND (CAST(@unread AS INTEGER) = 0 OR is_read = 0)
  AND (CAST(@q AS TEXT) IS NULL OR ${likeIgnoringCase('title', 'q')}
    OR ${likeIgnoringCase('message', 'q')})`;

/** What a booking's notifications say: who it is between and when. */
export interface BookingFacts {
  booking_id: number;
  owner_id: number;
  customer_id: number | null;
  customer_name: string;
  business_name: string;
  date: string;
  start_time: string;
  end_time: string;
  event_name: string | null;
  /** The title of the wedding the booking is an event of, if any. */
  wedding_title: string | null;
}

// A conversation's "new message" notifications: the one the bell holds for it while unread.
const ABOUT_CONVERSATION = sql`receiver_id = @me AND is_read = 0 AND type = 'message_new'
    AND ${jsonNumberIs('data', 'conversation_id', 'conversation')}`;

export const notificationsRepo = {
  bookingFacts: (bookingId: number) =>
    get<BookingFacts>(
      `SELECT k.id AS booking_id, m.user_id AS owner_id, k.customer_user_id AS customer_id,
         coalesce(${personName('u')}, k.contact_name, '') AS customer_name,
         b.business_name, s.date, s.start_time, s.end_time,
         ${eventName('e', 'k')} AS event_name, w.title AS wedding_title
       FROM bookings k
       JOIN slots s ON s.id = k.slot_id
       JOIN businesses b ON b.id = k.business_id
       JOIN user_business_mapping m ON m.business_id = k.business_id
       LEFT JOIN users u ON u.id = k.customer_user_id
       LEFT JOIN event_types e ON e.id = k.event_type_id
       LEFT JOIN weddings w ON w.id = k.wedding_id
       WHERE k.id = @bookingId`,
      { bookingId },
    ),

  /** Stores the notification; gives back its row as stored. */
  *insert(row: NewNotificationRow): Step<NotificationRow> {
    return (yield* get<NotificationRow>(
      `INSERT INTO notifications (receiver_id, type, title, message, data, priority, action_url,
         created_at)
       VALUES (@receiver_id, @type, @title, @message, @data, @priority, @action_url, @created_at)
       RETURNING *`,
      row,
    ))!;
  },

  /** The language the receiver reads Baraat in; null when they have not chosen. */
  *receiverLanguage(receiverId: number): Step<Language | null> {
    const row = yield* get<{ language: Language | null }>(
      'SELECT language FROM users WHERE id = @receiverId',
      { receiverId },
    );
    return row?.language ?? null;
  },

  one: (me: number, id: number) =>
    get<NotificationRow>('SELECT * FROM notifications WHERE id = @id AND receiver_id = @me', {
      me,
      id,
    }),

  list: (filter: ListFilter) =>
    all<NotificationRow>(
      sql`SELECT * FROM notifications ${WHERE} ORDER BY id DESC LIMIT @limit OFFSET @offset`,
      filter,
    ),

  *count({ limit: _l, offset: _o, ...filter }: ListFilter): Step<number> {
    const row = yield* get<{ n: number }>(
      sql`SELECT count(*) AS n FROM notifications ${WHERE}`,
      filter,
    );
    return row?.n ?? 0;
  },

  *unread(me: number): Step<number> {
    const row = yield* get<{ n: number }>(
      'SELECT count(*) AS n FROM notifications WHERE receiver_id = @me AND is_read = 0',
      { me },
    );
    return row?.n ?? 0;
  },

  afterId: (me: number, id: number) =>
    all<NotificationRow>(
      'SELECT * FROM notifications WHERE receiver_id = @me AND id > @id ORDER BY id LIMIT 100',
      { me, id },
    ),

  sinceTime: (me: number, time: string) =>
    all<NotificationRow>(
      `SELECT * FROM notifications WHERE receiver_id = @me AND created_at > CAST(@time AS TEXT)
       ORDER BY id LIMIT 100`,
      { me, time },
    ),

  *markRead(me: number, id: number): Step<boolean> {
    return (
      (yield* run('UPDATE notifications SET is_read = 1 WHERE id = @id AND receiver_id = @me', {
        me,
        id,
      })) > 0
    );
  },

  markAll: (me: number) =>
    run('UPDATE notifications SET is_read = 1 WHERE receiver_id = @me AND is_read = 0', { me }),

  *remove(me: number, id: number): Step<boolean> {
    return (
      (yield* run('DELETE FROM notifications WHERE id = @id AND receiver_id = @me', { me, id })) > 0
    );
  },

  /** Whether the bell already holds an unread "new message" for the conversation. */
  *unreadAboutConversation(me: number, conversation: number): Step<boolean> {
    const row = yield* get<{ id: number }>(
      sql`SELECT id FROM notifications WHERE ${ABOUT_CONVERSATION} LIMIT 1`,
      { me, conversation },
    );
    return row !== undefined;
  },

  /** Marks the conversation's "new message" read; gives how many it marked. */
  readAboutConversation: (me: number, conversation: number) =>
    run(sql`UPDATE notifications SET is_read = 1 WHERE ${ABOUT_CONVERSATION}`, {
      me,
      conversation,
    }),
};
