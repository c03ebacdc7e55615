// The messaging routes as the API document tells them (docs/product/messaging.md#calls), and
// the older inbox calls that answer from the same data (docs/product/accounts.md#calls).
import { GLOBAL_ERRORS } from '@baraat/shared/constants/messages';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import {
  conversationListSchema,
  conversationSchema,
  inboxUserQuerySchema,
  MESSAGING_TEXTS,
  markReadResponseSchema,
  messagePageSchema,
  messageSchema,
  messagesQuerySchema,
  olderMessagesSchema,
  publicUserListSchema,
  sendMessageSchema,
  unreadStatusSchema,
  userProfileSchema,
  userSearchQuerySchema,
} from '@baraat/shared/schemas/messaging';
import { notificationPageSchema } from '@baraat/shared/schemas/notifications';
import { type ApiOperation, rateLimited } from '../../openapi/operation';

const tag = 'Messages';
const inboxTag = 'Inbox (older calls)';
const conversation = conversationSchema.meta({ id: 'Conversation' });
const message = messageSchema.meta({ id: 'Message' });
const noConversation = {
  description: `\`${MESSAGING_TEXTS.noConversation}\`: not one of the caller's conversations.`,
};
const mayNotWrite = { description: `\`${MESSAGING_TEXTS.forbidden}\`` };
const inboxUser = {
  description: `\`${MESSAGING_TEXTS.noUser}\`: \`user_id\` names someone other than the caller.`,
};
const INBOX =
  'One of the older inbox calls, kept for the clients that use them: it answers from the same conversations and notifications as the newer calls. `user_id`, when sent, must be the caller.';

/** The older inbox's lists of notifications: the first 100, all or the unread. */
const inboxNotifications = {
  method: 'get',
  tag: inboxTag,
  description: `${INBOX} The first 100.`,
  access: 'user',
  query: inboxUserQuerySchema,
  responses: { 200: notificationPageSchema, 404: inboxUser },
} as const satisfies Omit<ApiOperation, 'path' | 'summary'>;

export const messagingOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/messaging/conversations',
    tag,
    summary: "The caller's conversations, latest activity first",
    description:
      'Each with the other party (with their e-mail), the last message and its first words, and the unread count.',
    access: 'user',
    responses: { 200: conversationListSchema },
  },
  {
    method: 'get',
    path: '/messaging/conversations/:id',
    tag,
    summary: 'One conversation',
    access: 'user',
    params: idParamSchema,
    responses: { 200: conversation, 404: noConversation },
  },
  {
    method: 'get',
    path: '/messaging/conversations/:id/messages',
    tag,
    summary: 'A page of a conversation, oldest first within the page',
    description:
      '`limit` messages (20 by default, at most 100) counted back from the newest after skipping `offset`; `has_more` says older ones wait. Messages to the caller that reach them this way are marked delivered.',
    access: 'user',
    params: idParamSchema,
    query: messagesQuerySchema,
    responses: { 200: messagePageSchema, 404: noConversation },
  },
  {
    method: 'post',
    path: '/messaging/conversations/:id/messages',
    tag,
    summary: 'Send a message',
    description: `The path names the receiver, and the body may name it too (\`receiver_id\`; another than the path's is refused with 422), or name a \`booking_id\` instead: the other party of that booking (the owner's Booking Requests; a walk-in has no account). A message is 1 to 5,000 characters after trimming. The device's \`client_message_id\` (or the \`Idempotency-Key\`) makes a resend find the stored message: it is stored once, however often it is sent. Anyone may write to a vendor; a vendor to a customer who asked its business for a booking; either inside a conversation that exists. 120 messages a minute per user, over REST and the socket together.`,
    access: 'user',
    params: idParamSchema,
    body: sendMessageSchema,
    idempotent: true,
    responses: {
      201: {
        description: 'The stored message (the one stored before, for a resend).',
        schema: message,
      },
      403: mayNotWrite,
      404: {
        description: `\`${MESSAGING_TEXTS.noUser}\`, or \`Booking not found\` for a booking of neither party.`,
      },
      422: {
        description: `A field is refused (\`${MESSAGING_TEXTS.empty}\`, \`${MESSAGING_TEXTS.tooLong}\`), or the message cannot go: \`${MESSAGING_TEXTS.self}\`, \`${MESSAGING_TEXTS.walkIn}\`, \`${MESSAGING_TEXTS.clientIdReused}\`, or the Idempotency-Key was already used for a different request.`,
      },
      429: rateLimited(
        `\`${GLOBAL_ERRORS.tooManyRequests}\`: the sender has sent 120 messages this minute.`,
      ),
    },
  },
  {
    method: 'patch',
    path: '/messaging/conversations/:id/read',
    tag,
    summary: 'Mark a conversation read',
    description:
      "Marks the messages to the caller read, and the bell's new-message notification about it once nothing in it is unread; the senders' devices hear of it live.",
    access: 'user',
    params: idParamSchema,
    responses: { 200: markReadResponseSchema, 404: noConversation },
  },
  {
    method: 'post',
    path: '/messaging/conversations/start/:id',
    tag,
    summary: 'Open the conversation with a user',
    description: 'The path names the user. Finds the conversation if the pair has one.',
    access: 'user',
    params: idParamSchema,
    responses: {
      200: { description: 'The conversation the pair already had.', schema: conversation },
      201: { description: 'A new, empty conversation.', schema: conversation },
      403: mayNotWrite,
      404: { description: `\`${MESSAGING_TEXTS.noUser}\`` },
      422: { description: `\`${MESSAGING_TEXTS.self}\`` },
    },
  },
  {
    method: 'get',
    path: '/users/search',
    tag,
    summary: 'Find people to write to',
    description:
      'By username, name or business name, at least 2 characters: vendors for everyone, and for an owner also the customers it has a tie to. At most 20, without e-mails.',
    access: 'user',
    query: userSearchQuerySchema,
    responses: { 200: publicUserListSchema },
  },
  {
    method: 'get',
    path: '/users/:id',
    tag,
    summary: "A user's profile",
    description:
      "Only to someone with a tie to them: themself or a conversation partner (with the e-mail), a vendor (anyone may see one), or a customer and vendor who have a booking between them. Anyone else is not found: ids are sequential, and a stranger's would list every account's name.",
    access: 'user',
    params: idParamSchema,
    responses: {
      200: userProfileSchema,
      404: {
        description: `\`${MESSAGING_TEXTS.noUser}\`: no such user, or none the caller has a tie to.`,
      },
    },
  },
  {
    method: 'get',
    path: '/inbox/get_new_messages_status',
    tag: inboxTag,
    summary: 'Whether the caller has unread messages (the messages badge)',
    description: INBOX,
    access: 'user',
    query: inboxUserQuerySchema,
    responses: { 200: unreadStatusSchema, 404: inboxUser },
  },
  {
    method: 'get',
    path: '/inbox/load_prev_messages',
    tag: inboxTag,
    summary: 'Messages older than the first one shown',
    description: `${INBOX} Up to 20 messages of \`conversation_id\` written before \`first_message_time\` (the 20 newest without it), oldest first.`,
    access: 'user',
    query: inboxUserQuerySchema,
    responses: {
      200: olderMessagesSchema,
      404: {
        description: `\`${MESSAGING_TEXTS.noConversation}\` (no \`conversation_id\`, or not the caller's), or \`${MESSAGING_TEXTS.noUser}\` for another's \`user_id\`.`,
      },
    },
  },
  {
    ...inboxNotifications,
    path: '/inbox/get_unread_notifications',
    summary: "The caller's unread notifications, newest first",
  },
  {
    ...inboxNotifications,
    path: '/inbox/notifications',
    summary: "The caller's notifications, newest first",
  },
];
