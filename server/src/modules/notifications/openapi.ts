// The notification routes as the API document tells them (docs/product/messaging.md#calls,
// docs/product/messaging.md#notification-dashboard), and the older inbox call that marks one read.
import { MESSAGING_TEXTS, notificationIdBodySchema } from '@baraat/shared/schemas/messaging';
import {
  createNotificationSchema,
  markNotificationsSchema,
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
import type { ApiOperation } from '../../openapi/operation';

const tag = 'Notifications';
const page = notificationPageSchema.meta({ id: 'NotificationPage' });
const marked = notificationsMarkedSchema.meta({ id: 'NotificationsMarked' });
const deleted = notificationsDeletedSchema.meta({ id: 'NotificationsDeleted' });
const LIST =
  'Newest first, 20 a page (`limit` at most 100). `type` is one type or a dashboard filter (`bookings`, `messages`, `reviews`, `payments`, `system`); `q` searches title and message as written; `unread=true` shows only the unread.';
const notFound = { description: `\`${NOTIFICATION_TEXTS.notFound}\`: not one of the caller's.` };
const oneNotFound = {
  description: `\`${NOTIFICATION_TEXTS.notFound}\`: a single id that is not one of the caller's (in a list of several, the others' are passed over).`,
};

/** The dashboard's Mark Read and Delete of the selected notifications. */
const onSelected = (action: string, summary: string, answer: z.ZodType): ApiOperation => ({
  method: 'post',
  path: `/notifications/${action}`,
  tag,
  summary,
  description: `At least one id: \`${NOTIFICATION_TEXTS.noneSelected}\`.`,
  access: 'user',
  body: markNotificationsSchema,
  responses: { 200: answer, 404: oneNotFound },
});

const send: ApiOperation = {
  method: 'post',
  path: '/notifications',
  tag,
  summary: 'Send a reminder or an announcement',
  description:
    'To oneself, or (an owner) to a customer who has asked its business for a booking: the receiver sees it on the bell and the dashboard, pushed live. `action_url` is a path in Baraat.',
  access: 'user',
  body: createNotificationSchema,
  responses: {
    201: { description: 'The notification as stored.', schema: notificationSchema },
    403: { description: '`You can notify only yourself or the customers of your business`' },
  },
};

export const notificationsOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/notifications',
    tag,
    summary: "A page of the caller's notifications",
    description: LIST,
    access: 'user',
    query: notificationListQuerySchema,
    responses: { 200: page },
  },
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
  {
    method: 'get',
    path: '/notifications/unread-count',
    tag,
    summary: 'What the bell shows: the unread count',
    access: 'user',
    responses: { 200: unreadCountSchema },
  },
  {
    method: 'get',
    path: '/notifications/by-type',
    tag,
    summary: "A page of the caller's notifications of a type",
    description: `The same list as \`GET /api/notifications\`. ${LIST}`,
    access: 'user',
    query: notificationListQuerySchema,
    responses: { 200: page },
  },
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
  send,
  {
    ...send,
    path: '/notifications/',
    summary: 'Send a reminder or an announcement (the same, with a slash)',
  },
  {
    method: 'patch',
    path: '/notifications/mark-all-read',
    tag,
    summary: "Mark all the caller's notifications read",
    access: 'user',
    responses: { 200: marked },
  },
  onSelected('mark-read', 'Mark the selected notifications read', marked),
  onSelected('delete', 'Delete the selected notifications', deleted),
  {
    method: 'patch',
    path: '/notifications/:id/read',
    tag,
    summary: 'Mark one notification read',
    access: 'user',
    params: notificationIdParamSchema,
    responses: { 200: marked, 404: notFound },
  },
  {
    method: 'delete',
    path: '/notifications/:id',
    tag,
    summary: 'Delete one notification',
    access: 'user',
    params: notificationIdParamSchema,
    responses: { 200: deleted, 404: notFound },
  },
  {
    method: 'post',
    path: '/inbox/make_notification_read',
    tag: 'Inbox (older calls)',
    summary: 'Mark one notification read',
    description:
      'One of the older inbox calls, kept for the clients that use them: the same as `PATCH /api/notifications/{id}/read`, the id in the body.',
    access: 'user',
    body: notificationIdBodySchema,
    responses: { 200: marked, 404: notFound },
  },
];
