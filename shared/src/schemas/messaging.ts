// Conversations and messages (docs/product/accounts.md#what-an-account-holds, docs/product/accounts.md#field-rules, docs/product/accounts.md#calls, docs/product/texts.md#global-errors, docs/product/texts.md#limits): the REST calls' requests
// and answers. The socket's frames (shared/src/schemas/realtime.ts) reuse the message shape, so
// a message looks the same however it reached the screen.
import { z } from 'zod';
import { fill, tx } from '../i18n/text';
import { positiveId, wholeNumber } from './fields';

export const MESSAGE_MAX = 5000;
/** docs/product/texts.md#limits: a conversation view loads messages 20 at a time. */
export const MESSAGE_PAGE = 20;
/** The most messages one page holds, whatever `limit` asks. */
export const MESSAGE_PAGE_MAX = 100;
/** docs/product/accounts.md#field-rules: the new-conversation user search starts at 2 characters. */
export const USER_SEARCH_MIN = 2;

export const MESSAGING_TEXTS = {
  empty: tx('Please write a message before sending.'),
  tooLong: fill(tx('A message can be at most {max} characters.'), { max: MESSAGE_MAX }),
  self: tx('You cannot send messages to yourself.'),
  walkIn: tx("Cannot send messages to walk-in customers as they don't have user accounts"),
  forbidden: tx(
    "You do not have permission to send messages to this user. This may be due to account restrictions or the recipient's privacy settings.",
  ),
  noConversation: tx('Conversation not found'),
  noUser: tx('User not found'),
  clientIdReused: tx('client_message_id was already used for a different message'),
  receiverMismatch: tx('receiver_id must be the receiver the address names'),
  searchTooShort: fill(tx('Type at least {min} characters to search'), { min: USER_SEARCH_MIN }),
} as const;

/**
 * The sender's own id for a message, made on the device before it is sent: the same message
 * sent again (REST or socket, after a lost answer) is stored once.
 */
export const clientMessageId = z
  .string({ error: tx('client_message_id must be text') })
  .regex(/^[A-Za-z0-9._:-]{8,100}$/, {
    error: tx('client_message_id must be 8 to 100 letters, digits or . _ : -'),
  });

export const messageBody = z
  .string({ error: MESSAGING_TEXTS.empty })
  .trim()
  .min(1, { error: MESSAGING_TEXTS.empty })
  .max(MESSAGE_MAX, { error: MESSAGING_TEXTS.tooLong });

/**
 * POST /messaging/conversations/{receiver id}/messages (docs/product/messaging.md#sending-a-message). The
 * owner's Booking Requests may name a booking instead of a user: a walk-in's has no account.
 */
export const sendMessageSchema = z.object({
  receiver_id: positiveId('receiver_id').optional(),
  booking_id: positiveId('booking_id').optional(),
  message_body: messageBody,
  message_type: z.literal('text', { error: tx('message_type must be text') }).default('text'),
  client_message_id: clientMessageId.optional(),
});
export type SendMessage = z.input<typeof sendMessageSchema>;

export const messagesQuerySchema = z.object({
  limit: wholeNumber('limit', 1)
    .default(MESSAGE_PAGE)
    .transform((value) => Math.min(value, MESSAGE_PAGE_MAX)),
  offset: wholeNumber('offset').default(0),
});

export const userSearchQuerySchema = z.object({
  q: z
    .string({ error: MESSAGING_TEXTS.searchTooShort })
    .trim()
    .min(USER_SEARCH_MIN, { error: MESSAGING_TEXTS.searchTooShort })
    .max(100),
});

/** The legacy /inbox/* calls name the user; it must be the caller. */
export const inboxUserQuerySchema = z.object({
  user_id: positiveId('user_id').optional(),
  conversation_id: positiveId('conversation_id').optional(),
  first_message_time: z.string().max(40).optional(),
});

export const notificationIdBodySchema = z.object({
  notification_id: positiveId('notification_id'),
});

const id = z.number().int();

/** Another user as a conversation shows them (docs/product/messaging.md#the-inbox). */
export const messagingUserSchema = z.strictObject({
  user_id: id,
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** Set when the user owns a business: the name a customer knows them by. */
  business_name: z.string().nullable(),
  /** Its business's city: two vendors of one name are told apart
   * (docs/product/discovery.md#vendors-of-one-name). */
  business_city: z.string().nullable().meta({ description: 'The city of their business.' }),
  profile_picture: z.string().nullable(),
  email: z.string(),
  is_business_owner: z.boolean(),
});
export type MessagingUser = z.infer<typeof messagingUserSchema>;

/** A user found by /users/search or read by /users/{id}: no e-mail for strangers. */
export const publicUserSchema = messagingUserSchema.omit({ email: true });
export type PublicUser = z.infer<typeof publicUserSchema>;
/** GET /users/{id}: with the e-mail for oneself and a conversation partner, without for the rest. */
export const userProfileSchema = z.union([messagingUserSchema, publicUserSchema]);

export const MESSAGE_STATUSES = ['sent', 'delivered', 'read'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const messageSchema = z.strictObject({
  message_id: id,
  /** The conversation's id, under both of the spec's names. */
  thread_id: id,
  conversation_id: id,
  client_message_id: z.string(),
  sender_id: id,
  receiver_id: id,
  message_body: z.string(),
  message_type: z.literal('text'),
  date_time: z.string(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
  read_at: z.string().nullable(),
  status: z.enum(MESSAGE_STATUSES),
  is_delivered: z.boolean(),
  is_read: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z.strictObject({
  conversation_id: id,
  user1_id: id,
  user2_id: id,
  other_user: messagingUserSchema,
  created_at: z.string(),
  last_message_at: z.string().nullable(),
  is_archived: z.boolean(),
  unread_count: id,
  last_message_preview: z.string().nullable(),
  last_message: messageSchema.nullable(),
  /** The last message has been read by whoever received it. */
  is_read: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListSchema = z.array(conversationSchema);
/** GET /inbox/load_prev_messages: up to 20 messages older than a time, oldest first. */
export const olderMessagesSchema = z.array(messageSchema);
/** GET /users/search: at most 20 people the caller may write to. */
export const publicUserListSchema = z.array(publicUserSchema);
/** A page of a conversation, oldest first; `has_more` says older messages wait. */
export const messagePageSchema = z.strictObject({
  conversation_id: id,
  messages: z.array(messageSchema),
  has_more: z.boolean(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/** PATCH /messaging/conversations/{id}/read: how many were marked, and the reader's new total. */
export const markReadResponseSchema = z.strictObject({
  conversation_id: id,
  marked: id,
  unread_total: id,
});
export type MarkReadResponse = z.infer<typeof markReadResponseSchema>;

/** GET /inbox/get_new_messages_status: the header's messages badge. */
export const unreadStatusSchema = z.strictObject({
  has_new_messages: z.boolean(),
  unread_count: id,
});
export type UnreadStatus = z.infer<typeof unreadStatusSchema>;
