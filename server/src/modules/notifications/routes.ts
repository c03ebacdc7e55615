// /api/notifications (docs/product/messaging.md#calls) and the legacy /api/inbox/make_notification_read (docs/product/accounts.md#calls):
// a signed-in user's own notifications; another user's are never found (404).

import { notificationIdBodySchema } from '@baraat/shared/schemas/messaging';
import {
  createNotificationSchema,
  markNotificationsSchema,
  notificationIdParamSchema,
  notificationListQuerySchema,
  notificationPollQuerySchema,
  userIdParamSchema,
} from '@baraat/shared/schemas/notifications';
import Router from '@koa/router';
import type { AuthGuards } from '../../http/auth';
import type { AppContext, AppState } from '../../http/context';
import { forbidden } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { authorize } from '../../policies/authorize';
import { accountPolicy } from '../../policies/person';
import type { NotificationsService } from './service';

const me = (ctx: AppContext) => ctx.state.user!.id;
const list = (ctx: AppContext) => parseInput(notificationListQuerySchema, ctx.query, 'query');

/** Whether the caller may notify a user: themself, or (an owner) a customer of its business. */
export type MayNotify = (senderId: number, receiverId: number) => boolean | Promise<boolean>;

export function notificationRoutes(
  notifications: NotificationsService,
  mayNotify: MayNotify,
  guards: AuthGuards,
) {
  const router = new Router<AppState>();
  const signedIn = guards.requireUser;

  router.get('/notifications', signedIn, async (ctx) => {
    ctx.body = await notifications.page(me(ctx), list(ctx));
  });

  router.get('/notifications/poll', signedIn, async (ctx) => {
    const { since } = parseInput(notificationPollQuerySchema, ctx.query, 'query');
    ctx.body = await notifications.poll(me(ctx), since);
  });

  router.get('/notifications/unread-count', signedIn, async (ctx) => {
    ctx.body = await notifications.unreadCount(me(ctx));
  });

  router.get('/notifications/by-type', signedIn, async (ctx) => {
    ctx.body = await notifications.page(me(ctx), list(ctx));
  });

  router.get('/notifications/user/:user_id', signedIn, async (ctx) => {
    const { user_id } = parseInput(userIdParamSchema, ctx.params, 'path');
    authorize(ctx.state.user!, 'read', accountPolicy, { id: user_id });
    ctx.body = await notifications.page(me(ctx), list(ctx));
  });

  // The brief's address ends in a slash (docs/product/messaging.md#calls); the API document
  // names both, so a checker reading it matches each address to this route.
  router.post(['/notifications', '/notifications/'], signedIn, async (ctx) => {
    const input = parseInput(createNotificationSchema, ctx.request.body, 'body');
    if (!(await mayNotify(me(ctx), input.receiver_id))) {
      throw forbidden('You can notify only yourself or the customers of your business');
    }
    const notification = await notifications.record(input);
    ctx.status = 201;
    ctx.body = notification;
  });

  router.patch('/notifications/mark-all-read', signedIn, async (ctx) => {
    ctx.body = await notifications.markAll(me(ctx));
  });

  router.post('/notifications/mark-read', signedIn, async (ctx) => {
    const { notification_ids } = parseInput(markNotificationsSchema, ctx.request.body, 'body');
    ctx.body = await notifications.markRead(me(ctx), notification_ids);
  });

  router.post('/notifications/delete', signedIn, async (ctx) => {
    const { notification_ids } = parseInput(markNotificationsSchema, ctx.request.body, 'body');
    ctx.body = await notifications.remove(me(ctx), notification_ids);
  });

  router.patch('/notifications/:id/read', signedIn, async (ctx) => {
    const { id } = parseInput(notificationIdParamSchema, ctx.params, 'path');
    ctx.body = await notifications.markRead(me(ctx), [id]);
  });

  router.delete('/notifications/:id', signedIn, async (ctx) => {
    const { id } = parseInput(notificationIdParamSchema, ctx.params, 'path');
    ctx.body = await notifications.remove(me(ctx), [id]);
  });

  router.post('/inbox/make_notification_read', signedIn, async (ctx) => {
    const { notification_id } = parseInput(notificationIdBodySchema, ctx.request.body, 'body');
    ctx.body = await notifications.markRead(me(ctx), [notification_id]);
  });

  return router;
}
