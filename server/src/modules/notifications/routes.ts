// /api/notifications (docs/product/messaging.md#calls, docs/product/messaging.md#notification-dashboard)
// and the older /api/inbox/make_notification_read (docs/product/accounts.md#calls), each declared
// once with its API document: a signed-in user's own notifications; another user's are never
// found (404).
import { tx } from '@baraat/shared/i18n/text';
import { MESSAGING_TEXTS, notificationIdBodySchema } from '@baraat/shared/schemas/messaging';
import {
  createNotificationSchema,
  markNotificationsSchema,
  NOTIFICATION_PAGE,
  NOTIFICATION_PAGE_MAX,
  NOTIFICATION_TEXTS,
  notificationIdParamSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationPollQuerySchema,
  notificationPollSchema,
  notificationSchema,
  notificationsDeletedSchema,
  notificationsMarkedSchema,
  unreadCountSchema,
  userIdParamSchema,
} from '@baraat/shared/schemas/notifications';
import type { z } from 'zod';
import type { AppContext } from '../../http/context';
import { forbidden } from '../../http/errors';
import { routesOf } from '../../http/route';
import { authorize } from '../../policies/authorize';
import { accountPolicy } from '../../policies/person';
import { type NotificationsService, SEARCHED_IN_TRANSLATION } from './service';

/** Whether the caller may notify a user: themself, or (an owner) a customer of its business. */
export type MayNotify = (senderId: number, receiverId: number) => boolean | Promise<boolean>;

const route = routesOf<{ notifications: NotificationsService; mayNotify: MayNotify }>();
const tag = 'Notifications';
const page = notificationPageSchema.meta({ id: 'NotificationPage' });
const marked = notificationsMarkedSchema.meta({ id: 'NotificationsMarked' });
const deleted = notificationsDeletedSchema.meta({ id: 'NotificationsDeleted' });
const LIST = `Newest first, ${NOTIFICATION_PAGE} a page (\`limit\` at most ${NOTIFICATION_PAGE_MAX}). \`type\` is one type or a dashboard filter (\`bookings\`, \`messages\`, \`reviews\`, \`payments\`, \`system\`); \`q\` searches title and message as written, and as the reader reads them when that is not English (among their newest ${SEARCHED_IN_TRANSLATION}); \`unread=true\` shows only the unread.`;
const notMine = { description: `\`${NOTIFICATION_TEXTS.notFound}\`: not one of the caller's.` };
const oneNotFound = {
  description: `\`${NOTIFICATION_TEXTS.notFound}\`: a single id that is not one of the caller's (in a list of several, the others' are passed over).`,
};

/** The language a list is read in; the answer varies by Accept-Language. */
function readIn(ctx: AppContext) {
  ctx.vary('Accept-Language');
  return ctx.state.language;
}

/** A page of the caller's notifications, as the list's query asks. */
const list = (path: string, summary: string, description: string) =>
  route(
    {
      method: 'get',
      path,
      tag,
      summary,
      description,
      access: 'user',
      query: notificationListQuerySchema,
      responses: { 200: page },
    },
    ({ user, query, ctx }, { notifications }) => notifications.page(user.id, query, readIn(ctx)),
  );

/** The dashboard's Mark Read and Delete of the selected notifications. */
const onSelected = (action: 'mark-read' | 'delete', summary: string, answer: z.ZodType) =>
  route(
    {
      method: 'post',
      path: `/notifications/${action}`,
      tag,
      summary,
      description: `At least one id: \`${NOTIFICATION_TEXTS.noneSelected}\`.`,
      access: 'user',
      body: markNotificationsSchema,
      responses: { 200: answer, 404: oneNotFound },
    },
    ({ user, body }, { notifications }) =>
      action === 'mark-read'
        ? notifications.markRead(user.id, body.notification_ids)
        : notifications.remove(user.id, body.notification_ids),
  );

/** Sends a reminder or an announcement; the brief's address ends in a slash, so both are told. */
const send = (path: string, summary: string) =>
  route(
    {
      method: 'post',
      path,
      tag,
      summary,
      description:
        'To oneself, or (an owner) to a customer who has asked its business for a booking: the receiver sees it on the bell and the dashboard, pushed live. `action_url` is a path in Baraat.',
      access: 'user',
      body: createNotificationSchema,
      responses: {
        201: { description: 'The notification as stored.', schema: notificationSchema },
        403: { description: '`You can notify only yourself or the customers of your business`' },
      },
    },
    async ({ user, body }, { notifications, mayNotify }) => {
      if (!(await mayNotify(user.id, body.receiver_id))) {
        throw forbidden(tx('You can notify only yourself or the customers of your business'));
      }
      return notifications.record(body);
    },
  );

export const notificationRoutes = [
  list('/notifications', "A page of the caller's notifications", LIST),
  route(
    {
      method: 'get',
      path: '/notifications/poll',
      tag,
      summary: 'Notifications new since the device last looked',
      description:
        '`since` is the newest notification id the device has (those after it, oldest first, at most 100) or a time (those written since); without it, the 20 newest unread.',
      access: 'user',
      query: notificationPollQuerySchema,
      responses: { 200: notificationPollSchema },
    },
    ({ user, query, ctx }, { notifications }) =>
      notifications.poll(user.id, query.since, readIn(ctx)),
  ),
  route(
    {
      method: 'get',
      path: '/notifications/unread-count',
      tag,
      summary: 'What the bell shows: the unread count',
      access: 'user',
      responses: { 200: unreadCountSchema },
    },
    ({ user }, { notifications }) => notifications.unreadCount(user.id),
  ),
  list(
    '/notifications/by-type',
    "A page of the caller's notifications of a type",
    `The same list as \`GET /api/notifications\`. ${LIST}`,
  ),
  route(
    {
      method: 'get',
      path: '/notifications/user/:user_id',
      tag,
      summary: "A page of a user's notifications: the caller's own",
      description: `The same list as \`GET /api/notifications\`, the path naming the caller. ${LIST}`,
      access: 'user',
      params: userIdParamSchema,
      query: notificationListQuerySchema,
      responses: {
        200: page,
        404: {
          description: `\`${MESSAGING_TEXTS.noUser}\`: the path names someone other than the caller.`,
        },
      },
    },
    ({ user, params, query, ctx }, { notifications }) => {
      authorize(user, 'read', accountPolicy, { id: params.user_id });
      return notifications.page(user.id, query, readIn(ctx));
    },
  ),
  send('/notifications', 'Send a reminder or an announcement'),
  send('/notifications/', 'Send a reminder or an announcement (the same, with a slash)'),
  route(
    {
      method: 'patch',
      path: '/notifications/mark-all-read',
      tag,
      summary: "Mark all the caller's notifications read",
      access: 'user',
      responses: { 200: marked },
    },
    ({ user }, { notifications }) => notifications.markAll(user.id),
  ),
  onSelected('mark-read', 'Mark the selected notifications read', marked),
  onSelected('delete', 'Delete the selected notifications', deleted),
  route(
    {
      method: 'patch',
      path: '/notifications/:id/read',
      tag,
      summary: 'Mark one notification read',
      access: 'user',
      params: notificationIdParamSchema,
      responses: { 200: marked, 404: notMine },
    },
    ({ user, params }, { notifications }) => notifications.markRead(user.id, [params.id]),
  ),
  route(
    {
      method: 'delete',
      path: '/notifications/:id',
      tag,
      summary: 'Delete one notification',
      access: 'user',
      params: notificationIdParamSchema,
      responses: { 200: deleted, 404: notMine },
    },
    ({ user, params }, { notifications }) => notifications.remove(user.id, [params.id]),
  ),
  route(
    {
      method: 'post',
      path: '/inbox/make_notification_read',
      tag: 'Inbox (older calls)',
      summary: 'Mark one notification read',
      description:
        'One of the older inbox calls, kept for the clients that use them: the same as `PATCH /api/notifications/{id}/read`, the id in the body.',
      access: 'user',
      body: notificationIdBodySchema,
      responses: { 200: marked, 404: notMine },
    },
    ({ user, body }, { notifications }) => notifications.markRead(user.id, [body.notification_id]),
  ),
];
