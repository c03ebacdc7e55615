// SQL of conversations and messages, as steps of either engine
// (docs/architecture.md#10-two-engines). A conversation is stored with the smaller user id
// first; lists are scoped to a member, and one conversation is the conversation policy's to
// give (policies/person.ts).
import { bytewise, likeIgnoringCase, sql } from '../../db/dialect';
import { all, get, run, type Step } from '../../db/engine';

export interface UserRow {
  user_id: number;
  username: string;
  first_name: string;
  last_name: string | null;
  email: string;
  is_business_owner: number;
  business_name: string | null;
  business_city: string | null;
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

export type NewMessageRow = Omit<MessageRow, 'id' | 'delivered_at' | 'read_at'>;

/** A user as messaging shows them: the business name and photo of the business they own. */
const USER = `SELECT u.id AS user_id, u.username, u.first_name, u.last_name, u.email,
    u.is_business_owner, b.business_name, c.name AS business_city,
    (SELECT md.media_link FROM media md WHERE md.business_id = b.id AND md.is_thumbnail = 1)
      AS profile_picture
  FROM users u
  LEFT JOIN user_business_mapping m ON m.user_id = u.id
  LEFT JOIN businesses b ON b.id = m.business_id AND b.is_deleted = 0
  LEFT JOIN cities c ON c.id = b.city_id`;

const CONVERSATION = `SELECT c.id, c.user1_id, c.user2_id, c.created_at, c.last_message_at,
    CASE WHEN c.user1_id = @me THEN c.user2_id ELSE c.user1_id END AS other_user_id,
    (SELECT count(*) FROM messages x
      WHERE x.conversation_id = c.id AND x.receiver_id = @me AND x.read_at IS NULL)
      AS unread_count
  FROM conversations c`;

const SEARCH_USERS = sql`${USER}
  WHERE u.id <> @me
    AND (${likeIgnoringCase('u.username', 'like')} OR ${likeIgnoringCase('u.first_name', 'like')}
      OR ${likeIgnoringCase('u.last_name', 'like')} OR ${likeIgnoringCase('b.business_name', 'like')})
    AND (u.is_business_owner = 1 OR @owners_only = 0)
  ORDER BY b.business_name IS NULL, ${bytewise('coalesce(b.business_name, u.first_name)')}, u.id
  LIMIT 20`;

const pair = (a: number, b: number) => (a < b ? [a, b] : [b, a]) as [number, number];

const count = function* (step: Step<{ n: number } | undefined>): Step<number> {
  return (yield* step)?.n ?? 0;
};

export const messagingRepo = {
  user: (id: number) => get<UserRow>(`${USER} WHERE u.id = @id`, { id }),

  searchUsers: (me: number, text: string, ownersOnly: boolean) =>
    all<UserRow>(SEARCH_USERS, {
      me,
      like: `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
      owners_only: ownersOnly ? 1 : 0,
    }),

  conversations: (me: number) =>
    all<ConversationRow>(
      `${CONVERSATION} WHERE c.user1_id = @me OR c.user2_id = @me
       ORDER BY coalesce(c.last_message_at, c.created_at) DESC, c.id DESC`,
      { me },
    ),

  conversation: (me: number, id: number) =>
    get<ConversationRow>(`${CONVERSATION} WHERE c.id = @id`, { me, id }),

  /** The pair's conversation, created when there is none. */
  *ensureConversation(a: number, b: number, now: string) {
    const [low, high] = pair(a, b);
    const found = yield* get<{ id: number }>(
      'SELECT id FROM conversations WHERE user1_id = @low AND user2_id = @high',
      { low, high },
    );
    if (found) return { id: found.id, created: false };
    const inserted = yield* get<{ id: number }>(
      `INSERT INTO conversations (user1_id, user2_id, created_at) VALUES (@low, @high, @now)
       RETURNING id`,
      { low, high, now },
    );
    return { id: inserted!.id, created: true };
  },

  /** Everyone the user has a conversation with: who hears of their presence. */
  *partners(me: number): Step<number[]> {
    const rows = yield* all<{ user_id: number }>(
      `SELECT user2_id AS user_id FROM conversations WHERE user1_id = @me
       UNION SELECT user1_id FROM conversations WHERE user2_id = @me`,
      { me },
    );
    return rows.map((row) => row.user_id);
  },

  lastMessage: (conversationId: number) =>
    get<MessageRow>(
      `SELECT * FROM messages
       WHERE id = (SELECT last_message_id FROM conversations WHERE id = @conversationId)`,
      { conversationId },
    ),

  /** Newest first: offset 0 is the latest page. */
  page: (conversationId: number, limit: number, offset: number) =>
    all<MessageRow>(
      `SELECT * FROM messages WHERE conversation_id = @conversationId
       ORDER BY id DESC LIMIT @limit OFFSET @offset`,
      { conversationId, limit, offset },
    ),

  before: (conversationId: number, time: string, limit: number) =>
    all<MessageRow>(
      `SELECT * FROM messages WHERE conversation_id = @conversationId
         AND created_at < CAST(@time AS TEXT)
       ORDER BY id DESC LIMIT @limit`,
      { conversationId, time, limit },
    ),

  bySenderKey: (senderId: number, key: string) =>
    get<MessageRow>(
      'SELECT * FROM messages WHERE sender_id = @senderId AND client_message_id = @key',
      { senderId, key },
    ),

  message: (id: number) => get<MessageRow>('SELECT * FROM messages WHERE id = @id', { id }),

  /** Stores the message and makes it its conversation's last; gives back its row. */
  *insertMessage(row: NewMessageRow): Step<MessageRow> {
    const stored = (yield* get<MessageRow>(
      `INSERT INTO messages (conversation_id, sender_id, receiver_id, client_message_id, body,
         created_at)
       VALUES (@conversation_id, @sender_id, @receiver_id, @client_message_id, @body, @created_at)
       RETURNING *`,
      row,
    ))!;
    yield* run(
      'UPDATE conversations SET last_message_id = @id, last_message_at = @at WHERE id = @conversation',
      { id: stored.id, at: row.created_at, conversation: row.conversation_id },
    );
    return stored;
  },

  *markDelivered(id: number, now: string): Step<boolean> {
    return (
      (yield* run(
        'UPDATE messages SET delivered_at = @now WHERE id = @id AND delivered_at IS NULL',
        { id, now },
      )) > 0
    );
  },

  /** Marks the receiver's unread messages up to `upTo`; returns those it changed. */
  markRead: (conversationId: number, receiverId: number, upTo: number, now: string) =>
    all<MessageRow>(
      `UPDATE messages SET read_at = @now, delivered_at = coalesce(delivered_at, @now)
       WHERE conversation_id = @conversationId AND receiver_id = @receiverId
         AND read_at IS NULL AND id <= @upTo
       RETURNING *`,
      { conversationId, receiverId, upTo, now },
    ),

  unreadTotal: (me: number) =>
    count(
      get<{ n: number }>(
        'SELECT count(*) AS n FROM messages WHERE receiver_id = @me AND read_at IS NULL',
        { me },
      ),
    ),

  /** Whether the customer has ever asked the owner's business for a booking. */
  *hasBooked(ownerId: number, customerId: number): Step<boolean> {
    const n = yield* count(
      get<{ n: number }>(
        `SELECT count(*) AS n FROM bookings k
         JOIN user_business_mapping m ON m.business_id = k.business_id
         WHERE m.user_id = @ownerId AND k.customer_user_id = @customerId`,
        { ownerId, customerId },
      ),
    );
    return n > 0;
  },

  bookingParties: (bookingId: number) =>
    get<{ customer_user_id: number | null; is_walkin: number; owner_user_id: number }>(
      `SELECT k.customer_user_id, k.is_walkin, m.user_id AS owner_user_id FROM bookings k
       JOIN user_business_mapping m ON m.business_id = k.business_id WHERE k.id = @bookingId`,
      { bookingId },
    ),
};
