// SQL of notifications (issue 12; docs/product/business-desk.md#what-a-business-holds, docs/product/messaging.md#calls). Every read and change is scoped to the
// receiver, so another user's notification is never found.
import type { NotificationType } from '@baraat/shared/schemas/notifications';
import type { Db } from '../../db/connection';

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

interface ListFilter {
  me: number;
  /** A JSON array of types, or null for all. */
  types: string | null;
  unread: number;
  /** A LIKE pattern over title and message, or null. */
  q: string | null;
  limit: number;
  offset: number;
}

const WHERE = `WHERE receiver_id = @me
  AND (@types IS NULL OR type IN (SELECT value FROM json_each(@types)))
  AND (@unread = 0 OR is_read = 0)
  AND (@q IS NULL OR title LIKE @q ESCAPE '\\' OR message LIKE @q ESCAPE '\\')`;

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
}

export function createNotificationsRepo(db: Db) {
  const bookingFacts = db.prepare<[number], BookingFacts>(
    `SELECT k.id AS booking_id, m.user_id AS owner_id, k.customer_user_id AS customer_id,
       coalesce(trim(u.first_name || ' ' || coalesce(u.last_name, '')), k.contact_name, '')
         AS customer_name,
       b.business_name, s.date, s.start_time, s.end_time,
       coalesce(e.name, k.event_type_text) AS event_name
     FROM bookings k
     JOIN slots s ON s.id = k.slot_id
     JOIN businesses b ON b.id = k.business_id
     JOIN user_business_mapping m ON m.business_id = k.business_id
     LEFT JOIN users u ON u.id = k.customer_user_id
     LEFT JOIN event_types e ON e.id = k.event_type_id
     WHERE k.id = ?`,
  );
  const insert = db.prepare<NewNotificationRow>(
    `INSERT INTO notifications (receiver_id, type, title, message, data, priority, action_url,
       created_at)
     VALUES (@receiver_id, @type, @title, @message, @data, @priority, @action_url, @created_at)`,
  );
  const one = db.prepare<[number, number], NotificationRow>(
    'SELECT * FROM notifications WHERE id = ? AND receiver_id = ?',
  );
  const list = db.prepare<ListFilter, NotificationRow>(
    `SELECT * FROM notifications ${WHERE} ORDER BY id DESC LIMIT @limit OFFSET @offset`,
  );
  const count = db.prepare<Omit<ListFilter, 'limit' | 'offset'>, { n: number }>(
    `SELECT count(*) AS n FROM notifications ${WHERE}`,
  );
  const unread = db.prepare<[number], { n: number }>(
    'SELECT count(*) AS n FROM notifications WHERE receiver_id = ? AND is_read = 0',
  );
  const after = db.prepare<[number, number], NotificationRow>(
    'SELECT * FROM notifications WHERE receiver_id = ? AND id > ? ORDER BY id LIMIT 100',
  );
  const since = db.prepare<[number, string], NotificationRow>(
    'SELECT * FROM notifications WHERE receiver_id = ? AND created_at > ? ORDER BY id LIMIT 100',
  );
  const markRead = db.prepare<[number, number]>(
    'UPDATE notifications SET is_read = 1 WHERE id = ? AND receiver_id = ?',
  );
  const markAll = db.prepare<[number]>(
    'UPDATE notifications SET is_read = 1 WHERE receiver_id = ? AND is_read = 0',
  );
  // A conversation's "new message" notifications: the one the bell holds for it while unread.
  const ABOUT_CONVERSATION = `receiver_id = ? AND is_read = 0 AND type = 'message_new'
    AND json_extract(data, '$.conversation_id') = ?`;
  const unreadAbout = db.prepare<[number, number], { id: number }>(
    `SELECT id FROM notifications WHERE ${ABOUT_CONVERSATION} LIMIT 1`,
  );
  const readAbout = db.prepare<[number, number]>(
    `UPDATE notifications SET is_read = 1 WHERE ${ABOUT_CONVERSATION}`,
  );
  const remove = db.prepare<[number, number]>(
    'DELETE FROM notifications WHERE id = ? AND receiver_id = ?',
  );
  return {
    bookingFacts: (bookingId: number) => bookingFacts.get(bookingId),
    insert: (row: NewNotificationRow) => Number(insert.run(row).lastInsertRowid),
    one: (me: number, id: number) => one.get(id, me),
    list: (filter: ListFilter) => list.all(filter),
    count: ({ limit: _l, offset: _o, ...filter }: ListFilter) => count.get(filter)?.n ?? 0,
    unread: (me: number) => unread.get(me)?.n ?? 0,
    afterId: (me: number, id: number) => after.all(me, id),
    sinceTime: (me: number, time: string) => since.all(me, time),
    markRead: (me: number, id: number) => markRead.run(id, me).changes > 0,
    markAll: (me: number) => markAll.run(me).changes,
    remove: (me: number, id: number) => remove.run(id, me).changes > 0,
    unreadAboutConversation: (me: number, conversationId: number) =>
      unreadAbout.get(me, conversationId) !== undefined,
    readAboutConversation: (me: number, conversationId: number) =>
      readAbout.run(me, conversationId).changes,
  };
}
