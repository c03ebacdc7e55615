// /api/messaging, /api/users and the legacy /api/inbox calls (issue 12; docs/product/accounts.md#calls). Every
// call needs a signed-in user (customer or owner) and sees only that user's conversations.
import { idParamSchema } from '@baraat/shared/schemas/fields';
import type { Message } from '@baraat/shared/schemas/messaging';
import {
  inboxUserQuerySchema,
  MESSAGE_PAGE,
  MESSAGING_TEXTS,
  messagesQuerySchema,
  sendMessageSchema,
  userSearchQuerySchema,
} from '@baraat/shared/schemas/messaging';
import Router from '@koa/router';
import type { AuthGuards } from '../../http/auth';
import type { AppContext, AppState } from '../../http/context';
import { fieldError, notFound } from '../../http/errors';
import type { Idempotency } from '../../http/idempotency';
import { parseInput } from '../../http/validate';
import { authorize } from '../../policies/authorize';
import { accountPolicy } from '../../policies/person';
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

  router.get('/messaging/conversations', ...signedIn, async (ctx) => {
    ctx.body = await messaging.conversations(me(ctx));
  });

  router.get('/messaging/conversations/:id', ...signedIn, async (ctx) => {
    ctx.body = await messaging.conversation(me(ctx), pathId(ctx));
  });

  router.get('/messaging/conversations/:id/messages', ...signedIn, async (ctx) => {
    const { limit, offset } = parseInput(messagesQuerySchema, ctx.query, 'query');
    ctx.body = await messaging.messages(me(ctx), pathId(ctx), limit, offset);
  });

  // docs/product/accounts.md#calls: the path names the receiver; the body may too (they must agree: 422 if not), or name a
  // booking (the owner's Booking Requests). The device's client_message_id (or the outbox's
  // Idempotency-Key) makes a resend find the stored message.
  router.post('/messaging/conversations/:id/messages', ...signedIn, async (ctx) => {
    const input = parseInput(sendMessageSchema, ctx.request.body, 'body');
    const receiver = pathId(ctx);
    const named = input.receiver_id;
    if (input.booking_id === undefined && named !== undefined && named !== receiver) {
      throw fieldError('body', 'receiver_id', MESSAGING_TEXTS.receiverMismatch);
    }
    await messaging.takeSendBudget(me(ctx));
    let stored: Message | undefined;
    await messaging.sendInTurn(me(ctx), () => {
      const work = messaging.sendWork(me(ctx), {
        receiverId: input.booking_id === undefined ? receiver : undefined,
        bookingId: input.booking_id,
        body: input.message_body,
        clientMessageId: input.client_message_id ?? ctx.state.idempotency?.key,
      });
      return idempotency.respondOnceStep(ctx, 201, function* () {
        const sent = yield* work();
        stored = sent.created ? sent.message : undefined;
        return sent.message;
      });
    });
    // A stored answer replayed (on PostgreSQL, perhaps after an attempt that stored one and
    // was run again) announces nothing.
    if (stored && !ctx.response.get('Idempotent-Replayed')) await messaging.announce(stored);
    else await messaging.refundSend(me(ctx));
  });

  router.patch('/messaging/conversations/:id/read', ...signedIn, async (ctx) => {
    ctx.body = await messaging.markRead(me(ctx), pathId(ctx));
  });

  router.post('/messaging/conversations/start/:id', ...signedIn, async (ctx) => {
    const { conversation, created } = await messaging.start(me(ctx), pathId(ctx));
    ctx.status = created ? 201 : 200;
    ctx.body = conversation;
  });

  router.get('/users/search', guards.requireUser, async (ctx) => {
    const { q } = parseInput(userSearchQuerySchema, ctx.query, 'query');
    ctx.body = await messaging.searchUsers(me(ctx), ctx.state.user!.isBusinessOwner, q);
  });

  router.get('/users/:id', guards.requireUser, async (ctx) => {
    ctx.body = await messaging.user(me(ctx), pathId(ctx));
  });

  // The legacy inbox (docs/product/accounts.md#calls): the same tables; a user_id other than the caller's names
  // nothing the caller may see.
  const inbox = (ctx: AppContext) => {
    const query = parseInput(inboxUserQuerySchema, ctx.query, 'query');
    if (query.user_id !== undefined)
      authorize(ctx.state.user!, 'read', accountPolicy, { id: query.user_id });
    return query;
  };

  router.get('/inbox/get_new_messages_status', guards.requireUser, async (ctx) => {
    inbox(ctx);
    ctx.body = await messaging.unreadStatus(me(ctx));
  });

  router.get('/inbox/load_prev_messages', guards.requireUser, async (ctx) => {
    const query = inbox(ctx);
    if (query.conversation_id === undefined) throw notFound('Conversation not found');
    ctx.body = await messaging.before(
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
