// SQL of conversations and messages (issue 12). A conversation is stored with the smaller user
// id first; every read is scoped to a member, so another user's conversation is never found.
import type { Db } from '../../db/connection';

export interface UserRow {
  user_id: number;
  username: string;
  first_name: string;
  last_name: string | null;
  email: string;
  is_business_owner: number;
  business_name: string | null;
  profile_picture: string | null;
}

export interface MessageRow {
  id: number;
  conversation_id: number;
  sender_id: number;
  receiver_id: number;
  client_message_id: string;
  body: string;
  created_at: string;
  delivered_at: string | null;
  read_at: string | null;
}

export interface ConversationRow {
  id: number;
  user1_id: number;
  user2_id: number;
  created_at: string;
  last_message_at: string | null;
  unread_count: number;
  other_user_id: number;
}

/** A user as messaging shows them: the business name and photo of the business they own. */
const USER = `SELECT u.id AS user_id, u.username, u.first_name, u.last_name, u.email,
    u.is_business_owner, b.business_name,
    (SELECT md.media_link FROM media md WHERE md.business_id = b.id AND md.is_thumbnail = 1)
      AS profile_picture
  FROM users u
  LEFT JOIN user_business_mapping m ON m.user_id = u.id
  LEFT JOIN businesses b ON b.id = m.business_id AND b.is_deleted = 0`;

const CONVERSATION = `SELECT c.id, c.user1_id, c.user2_id, c.created_at, c.last_message_at,
    CASE WHEN c.user1_id = @me THEN c.user2_id ELSE c.user1_id END AS other_user_id,
    (SELECT count(*) FROM messages x
      WHERE x.conversation_id = c.id AND x.receiver_id = @me AND x.read_at IS NULL)
      AS unread_count
  FROM conversations c`;

const pair = (a: number, b: number) => (a < b ? [a, b] : [b, a]) as [number, number];

export function createMessagingRepo(db: Db) {
  const user = db.prepare<[number], UserRow>(`${USER} WHERE u.id = ?`);
  const searchUsers = db.prepare<{ me: number; like: string; owners_only: number }, UserRow>(
    `${USER}
     WHERE u.id <> @me
       AND (u.username LIKE @like ESCAPE '\\' OR u.first_name LIKE @like ESCAPE '\\'
         OR u.last_name LIKE @like ESCAPE '\\' OR b.business_name LIKE @like ESCAPE '\\')
       AND (u.is_business_owner = 1 OR @owners_only = 0)
     ORDER BY b.business_name IS NULL, coalesce(b.business_name, u.first_name), u.id
     LIMIT 20`,
  );
  const conversationsOf = db.prepare<{ me: number }, ConversationRow>(
    `${CONVERSATION} WHERE c.user1_id = @me OR c.user2_id = @me
     ORDER BY coalesce(c.last_message_at, c.created_at) DESC, c.id DESC`,
  );
  const conversationOf = db.prepare<{ me: number; id: number }, ConversationRow>(
    `${CONVERSATION} WHERE c.id = @id AND (c.user1_id = @me OR c.user2_id = @me)`,
  );
  const conversationBetween = db.prepare<[number, number], { id: number }>(
    'SELECT id FROM conversations WHERE user1_id = ? AND user2_id = ?',
  );
  const insertConversation = db.prepare<[number, number, string]>(
    'INSERT INTO conversations (user1_id, user2_id, created_at) VALUES (?, ?, ?)',
  );
  const partnersOf = db.prepare<[number, number], { user_id: number }>(
    `SELECT user2_id AS user_id FROM conversations WHERE user1_id = ?
     UNION SELECT user1_id FROM conversations WHERE user2_id = ?`,
  );
  const lastMessages = db.prepare<[number], MessageRow>(
    `SELECT * FROM messages WHERE id = (SELECT last_message_id FROM conversations WHERE id = ?)`,
  );
  const page = db.prepare<[number, number, number], MessageRow>(
    'SELECT * FROM messages WHERE conversation_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
  );
  const before = db.prepare<[number, string, number], MessageRow>(
    `SELECT * FROM messages WHERE conversation_id = ? AND created_at < ?
     ORDER BY id DESC LIMIT ?`,
  );
  const bySenderKey = db.prepare<[number, string], MessageRow>(
    'SELECT * FROM messages WHERE sender_id = ? AND client_message_id = ?',
  );
  const message = db.prepare<[number], MessageRow>('SELECT * FROM messages WHERE id = ?');
  const insertMessage = db.prepare<Omit<MessageRow, 'id' | 'delivered_at' | 'read_at'>>(
    `INSERT INTO messages (conversation_id, sender_id, receiver_id, client_message_id, body,
       created_at)
     VALUES (@conversation_id, @sender_id, @receiver_id, @client_message_id, @body, @created_at)`,
  );
  const touchConversation = db.prepare<[number, string, number]>(
    'UPDATE conversations SET last_message_id = ?, last_message_at = ? WHERE id = ?',
  );
  const markDelivered = db.prepare<[string, number]>(
    'UPDATE messages SET delivered_at = ? WHERE id = ? AND delivered_at IS NULL',
  );
  const markRead = db.prepare<[string, string, number, number, number], MessageRow>(
    `UPDATE messages SET read_at = ?, delivered_at = coalesce(delivered_at, ?)
     WHERE conversation_id = ? AND receiver_id = ? AND read_at IS NULL AND id <= ?
     RETURNING *`,
  );
  const unreadTotal = db.prepare<[number], { n: number }>(
    'SELECT count(*) AS n FROM messages WHERE receiver_id = ? AND read_at IS NULL',
  );
  const booked = db.prepare<[number, number], { n: number }>(
    `SELECT count(*) AS n FROM bookings k
     JOIN user_business_mapping m ON m.business_id = k.business_id
     WHERE m.user_id = ? AND k.customer_user_id = ?`,
  );
  const bookingParties = db.prepare<
    [number],
    { customer_user_id: number | null; is_walkin: number; owner_id: number }
  >(
    `SELECT k.customer_user_id, k.is_walkin, m.user_id AS owner_id FROM bookings k
     JOIN user_business_mapping m ON m.business_id = k.business_id WHERE k.id = ?`,
  );

  return {
    user: (id: number) => user.get(id),
    searchUsers: (me: number, text: string, ownersOnly: boolean) =>
      searchUsers.all({
        me,
        like: `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
        owners_only: ownersOnly ? 1 : 0,
      }),
    conversations: (me: number) => conversationsOf.all({ me }),
    conversation: (me: number, id: number) => conversationOf.get({ me, id }),
    /** The pair's conversation, created when there is none. */
    ensureConversation: (a: number, b: number, now: string) => {
      const [low, high] = pair(a, b);
      const found = conversationBetween.get(low, high);
      if (found) return { id: found.id, created: false };
      return { id: Number(insertConversation.run(low, high, now).lastInsertRowid), created: true };
    },
    /** Everyone the user has a conversation with: who hears of their presence. */
    partners: (me: number) => partnersOf.all(me, me).map((row) => row.user_id),
    lastMessage: (conversationId: number) => lastMessages.get(conversationId),
    /** Newest first: offset 0 is the latest page. */
    page: (conversationId: number, limit: number, offset: number) =>
      page.all(conversationId, limit, offset),
    before: (conversationId: number, time: string, limit: number) =>
      before.all(conversationId, time, limit),
    bySenderKey: (senderId: number, key: string) => bySenderKey.get(senderId, key),
    message: (id: number) => message.get(id),
    insertMessage: (row: Omit<MessageRow, 'id' | 'delivered_at' | 'read_at'>) => {
      const id = Number(insertMessage.run(row).lastInsertRowid);
      touchConversation.run(id, row.created_at, row.conversation_id);
      return id;
    },
    markDelivered: (id: number, now: string) => markDelivered.run(now, id).changes > 0,
    /** Marks the receiver's unread messages up to `upTo`; returns those it changed. */
    markRead: (conversationId: number, receiverId: number, upTo: number, now: string) =>
      markRead.all(now, now, conversationId, receiverId, upTo),
    unreadTotal: (me: number) => unreadTotal.get(me)?.n ?? 0,
    /** Whether the customer has ever asked the owner's business for a booking. */
    hasBooked: (ownerId: number, customerId: number) =>
      (booked.get(ownerId, customerId)?.n ?? 0) > 0,
    bookingParties: (bookingId: number) => bookingParties.get(bookingId),
  };
}

export type MessagingRepo = ReturnType<typeof createMessagingRepo>;
