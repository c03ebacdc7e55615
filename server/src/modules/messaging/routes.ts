// /api/messaging and /api/users (docs/product/messaging.md#calls), each declared once with its
// API document, and the older /api/inbox calls (inbox-routes.ts). Every call needs a signed-in
// user (customer or owner) and sees only that user's conversations.
import { GLOBAL_ERRORS } from '@baraat/shared/constants/messages';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import {
  conversationListSchema,
  conversationSchema,
  MESSAGE_MAX,
  MESSAGE_PAGE,
  MESSAGE_PAGE_MAX,
  MESSAGING_TEXTS,
  type Message,
  markReadResponseSchema,
  messagePageSchema,
  messageSchema,
  messagesQuerySchema,
  publicUserListSchema,
  sendMessageSchema,
  USER_SEARCH_MIN,
  userProfileSchema,
  userSearchQuerySchema,
} from '@baraat/shared/schemas/messaging';
import { DEFAULT_LIMITS } from '../../config';
import { fieldError } from '../../http/errors';
import { createdOrFound, routesOf } from '../../http/route';
import { rateLimited } from '../../openapi/operation';
import { mailboxOf } from '../../policies/actor';
import type { NotificationsService } from '../notifications/service';
import { inboxRoutes } from './inbox-routes';
import type { MessagingService } from './service';

/** What the messaging routes and the older inbox calls need. */
export interface MessagingRouteDeps {
  messaging: MessagingService;
  notifications: NotificationsService;
}

const route = routesOf<MessagingRouteDeps>();
const tag = 'Messages';
const conversation = conversationSchema.meta({ id: 'Conversation' });
const message = messageSchema.meta({ id: 'Message' });
const { messagesPerMinute } = DEFAULT_LIMITS;
const noConversation = {
  description: `\`${MESSAGING_TEXTS.noConversation}\`: not one of the caller's conversations.`,
};
const mayNotWrite = { description: `\`${MESSAGING_TEXTS.forbidden}\`` };

const conversationRoutes = [
  route(
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
    ({ user }, { messaging }) => messaging.conversations(mailboxOf(user).id),
  ),
  route(
    {
      method: 'get',
      path: '/messaging/conversations/:id',
      tag,
      summary: 'One conversation',
      access: 'user',
      params: idParamSchema,
      responses: { 200: conversation, 404: noConversation },
    },
    ({ user, params }, { messaging }) => messaging.conversation(mailboxOf(user).id, params.id),
  ),
  route(
    {
      method: 'get',
      path: '/messaging/conversations/:id/messages',
      tag,
      summary: 'A page of a conversation, oldest first within the page',
      description: `\`limit\` messages (${MESSAGE_PAGE} by default, at most ${MESSAGE_PAGE_MAX}) counted back from the newest after skipping \`offset\`; \`has_more\` says older ones wait. Messages to the caller that reach them this way are marked delivered.`,
      access: 'user',
      params: idParamSchema,
      query: messagesQuerySchema,
      responses: { 200: messagePageSchema, 404: noConversation },
    },
    ({ user, params, query }, { messaging }) =>
      messaging.messages(mailboxOf(user).id, params.id, query.limit, query.offset),
  ),
  // The path names the receiver; the body may too (they must agree: 422 if not), or name a
  // booking (the owner's Booking Requests). The device's client_message_id (or the outbox's
  // Idempotency-Key) makes a resend find the stored message.
  route(
    {
      method: 'post',
      path: '/messaging/conversations/:id/messages',
      tag,
      summary: 'Send a message',
      description: `The path names the receiver, and the body may name it too (\`receiver_id\`; another than the path's is refused with 422), or name a \`booking_id\` instead: the other party of that booking (the owner's Booking Requests; a walk-in has no account). A message is 1 to ${MESSAGE_MAX.toLocaleString('en')} characters after trimming. The device's \`client_message_id\` (or the \`Idempotency-Key\`) makes a resend find the stored message: it is stored once, however often it is sent. Anyone may write to a vendor; a vendor to a customer who asked its business for a booking; either inside a conversation that exists. ${messagesPerMinute} messages a minute per user, over REST and the socket together.`,
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
          `\`${GLOBAL_ERRORS.tooManyRequests}\`: the sender has sent ${messagesPerMinute} messages this minute.`,
        ),
      },
    },
    async ({ user, params, body, once, ctx }, { messaging }) => {
      const named = body.receiver_id;
      if (body.booking_id === undefined && named !== undefined && named !== params.id) {
        throw fieldError('body', 'receiver_id', MESSAGING_TEXTS.receiverMismatch);
      }
      await messaging.takeSendBudget(mailboxOf(user).id);
      let stored: Message | undefined;
      await messaging.sendInTurn(mailboxOf(user).id, () => {
        const work = messaging.sendWork(mailboxOf(user).id, {
          receiverId: body.booking_id === undefined ? params.id : undefined,
          bookingId: body.booking_id,
          body: body.message_body,
          clientMessageId: body.client_message_id ?? ctx.state.idempotency?.key,
        });
        return once(function* () {
          const sent = yield* work();
          stored = sent.created ? sent.message : undefined;
          return sent.message;
        });
      });
      // A stored answer replayed (on PostgreSQL, perhaps after an attempt that stored one and
      // was run again) announces nothing.
      if (stored && !ctx.response.get('Idempotent-Replayed')) await messaging.announce(stored);
      else await messaging.refundSend(mailboxOf(user).id);
    },
  ),
  route(
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
    ({ user, params }, { messaging }) => messaging.markRead(mailboxOf(user).id, params.id),
  ),
  route(
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
    async ({ user, params, ctx }, { messaging }) => {
      const { conversation, created } = await messaging.start(mailboxOf(user).id, params.id);
      return createdOrFound(ctx, created, conversation);
    },
  ),
  route(
    {
      method: 'get',
      path: '/users/search',
      tag,
      summary: 'Find people to write to',
      description: `By username, name or business name, at least ${USER_SEARCH_MIN} characters: vendors for everyone, and for an owner also the customers it has a tie to. At most 20, without e-mails.`,
      access: 'user',
      query: userSearchQuerySchema,
      responses: { 200: publicUserListSchema },
    },
    ({ user, query }, { messaging }) =>
      messaging.searchUsers(mailboxOf(user).id, mailboxOf(user).isBusinessOwner, query.q),
  ),
  route(
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
    ({ user, params }, { messaging }) => messaging.user(mailboxOf(user).id, params.id),
  ),
];

export const messagingRoutes = [...conversationRoutes, ...inboxRoutes];
