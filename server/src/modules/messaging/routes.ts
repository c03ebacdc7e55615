// /api/messaging, /api/users and the legacy /api/inbox calls (issue 12; docs/product/accounts.md#calls). Every
// call needs a signed-in user (customer or owner) and sees only that user's conversations.
import { idParamSchema } from '@baraat/shared/schemas/fields';
import type { Message } from '@baraat/shared/schemas/messaging';
import {
  inboxUserQuerySchema,
  MESSAGE_PAGE,
  messagesQuerySchema,
  sendMessageSchema,
  userSearchQuerySchema,
} from '@baraat/shared/schemas/messaging';
import Router from '@koa/router';
import type { AuthGuards } from '../../http/auth';
import type { AppContext, AppState } from '../../http/context';
import { notFound } from '../../http/errors';
import type { Idempotency } from '../../http/idempotency';
import { parseInput } from '../../http/validate';
import type { NotificationsService } from '../notifications/service';
import type { MessagingService } from './service';

const me = (ctx: AppContext) => ctx.state.user!.id;
const pathId = (ctx: AppContext) => parseInput(idParamSchema, ctx.params, 'path').id;

export function messagingRoutes(
  messaging: MessagingService,
  notifications: NotificationsService,
  guards: AuthGuards,
  idempotency: Idempotency,
) {
  const router = new Router<AppState>();
  const signedIn = [guards.requireUser, idempotency.middleware] as const;

  router.get('/messaging/conversations', ...signedIn, (ctx) => {
    ctx.body = messaging.conversations(me(ctx));
  });

  router.get('/messaging/conversations/:id', ...signedIn, (ctx) => {
    ctx.body = messaging.conversation(me(ctx), pathId(ctx));
  });

  router.get('/messaging/conversations/:id/messages', ...signedIn, (ctx) => {
    const { limit, offset } = parseInput(messagesQuerySchema, ctx.query, 'query');
    ctx.body = messaging.messages(me(ctx), pathId(ctx), limit, offset);
  });

  // docs/product/accounts.md#calls: the path names the receiver; the body may too (they must agree), or name a
  // booking (the owner's Booking Requests). The device's client_message_id (or the outbox's
  // Idempotency-Key) makes a resend find the stored message.
  router.post('/messaging/conversations/:id/messages', ...signedIn, async (ctx) => {
    const input = parseInput(sendMessageSchema, ctx.request.body, 'body');
    const receiver = pathId(ctx);
    await messaging.takeSendBudget(me(ctx));
    let stored: Message | undefined;
    idempotency.respondOnce(ctx, 201, () => {
      const sent = messaging.send(me(ctx), {
        receiverId: input.booking_id === undefined ? (input.receiver_id ?? receiver) : undefined,
        bookingId: input.booking_id,
        body: input.message_body,
        clientMessageId: input.client_message_id ?? ctx.state.idempotency?.key,
      });
      if (sent.created) stored = sent.message;
      return sent.message;
    });
    if (stored) messaging.announce(stored);
    else await messaging.refundSend(me(ctx));
  });

  router.patch('/messaging/conversations/:id/read', ...signedIn, (ctx) => {
    ctx.body = messaging.markRead(me(ctx), pathId(ctx));
  });

  router.post('/messaging/conversations/start/:id', ...signedIn, (ctx) => {
    const { conversation, created } = messaging.start(me(ctx), pathId(ctx));
    ctx.status = created ? 201 : 200;
    ctx.body = conversation;
  });

  router.get('/users/search', guards.requireUser, (ctx) => {
    const { q } = parseInput(userSearchQuerySchema, ctx.query, 'query');
    ctx.body = messaging.searchUsers(me(ctx), ctx.state.user!.isBusinessOwner, q);
  });

  router.get('/users/:id', guards.requireUser, (ctx) => {
    ctx.body = messaging.user(me(ctx), pathId(ctx));
  });

  // The legacy inbox (docs/product/accounts.md#calls): the same tables; a user_id other than the caller's names
  // nothing the caller may see.
  const inbox = (ctx: AppContext) => {
    const query = parseInput(inboxUserQuerySchema, ctx.query, 'query');
    if (query.user_id !== undefined && query.user_id !== me(ctx)) throw notFound('User not found');
    return query;
  };

  router.get('/inbox/get_new_messages_status', guards.requireUser, (ctx) => {
    inbox(ctx);
    ctx.body = messaging.unreadStatus(me(ctx));
  });

  router.get('/inbox/load_prev_messages', guards.requireUser, (ctx) => {
    const query = inbox(ctx);
    if (query.conversation_id === undefined) throw notFound('Conversation not found');
    ctx.body = messaging.before(
      me(ctx),
      query.conversation_id,
      query.first_message_time ?? '9999',
      MESSAGE_PAGE,
    );
  });

  router.get('/inbox/get_unread_notifications', guards.requireUser, async (ctx) => {
    inbox(ctx);
    ctx.body = await notifications.page(me(ctx), { page: 1, limit: 100, unread: true });
  });

  router.get('/inbox/notifications', guards.requireUser, async (ctx) => {
    inbox(ctx);
    ctx.body = await notifications.page(me(ctx), { page: 1, limit: 100 });
  });

  return router;
}
