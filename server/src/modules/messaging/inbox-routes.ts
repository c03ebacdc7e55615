// The older /api/inbox calls (docs/product/accounts.md#calls), each declared once with its API
// document: they answer from the same conversations and notifications as the newer calls, and
// a `user_id` other than the caller's names nothing the caller may see.
import {
  inboxUserQuerySchema,
  MESSAGE_PAGE,
  MESSAGING_TEXTS,
  olderMessagesSchema,
  unreadStatusSchema,
} from '@baraat/shared/schemas/messaging';
import {
  NOTIFICATION_PAGE_MAX,
  notificationPageSchema,
} from '@baraat/shared/schemas/notifications';
import type { z } from 'zod';
import type { AuthUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { routesOf } from '../../http/route';
import { mailboxOf } from '../../policies/actor';
import { authorize } from '../../policies/authorize';
import { accountPolicy } from '../../policies/person';
import type { MessagingRouteDeps } from './routes';

const route = routesOf<MessagingRouteDeps>();
const tag = 'Inbox (older calls)';
const inboxUser = {
  description: `\`${MESSAGING_TEXTS.noUser}\`: \`user_id\` names someone other than the caller.`,
};
const INBOX =
  'One of the older inbox calls, kept for the clients that use them: it answers from the same conversations and notifications as the newer calls. `user_id`, when sent, must be the caller.';

/** The query's `user_id`, when sent, must be the caller's. */
function ownQuery(user: AuthUser, query: z.output<typeof inboxUserQuerySchema>) {
  if (query.user_id !== undefined) authorize(user, 'read', accountPolicy, { id: query.user_id });
  return query;
}

/** The older inbox's lists of notifications: the first page of them, all or the unread. */
const notifications = (path: string, summary: string, unread: boolean) =>
  route(
    {
      method: 'get',
      path,
      tag,
      summary,
      description: `${INBOX} The first ${NOTIFICATION_PAGE_MAX}.`,
      access: 'user',
      query: inboxUserQuerySchema,
      responses: { 200: notificationPageSchema, 404: inboxUser },
    },
    ({ user, query }, deps) => {
      ownQuery(user, query);
      return deps.notifications.page(user.id, { page: 1, limit: NOTIFICATION_PAGE_MAX, unread });
    },
  );

export const inboxRoutes = [
  route(
    {
      method: 'get',
      path: '/inbox/get_new_messages_status',
      tag,
      summary: 'Whether the caller has unread messages (the messages badge)',
      description: INBOX,
      access: 'user',
      query: inboxUserQuerySchema,
      responses: { 200: unreadStatusSchema, 404: inboxUser },
    },
    ({ user, query }, { messaging }) => {
      ownQuery(user, query);
      return messaging.unreadStatus(mailboxOf(user).id);
    },
  ),
  route(
    {
      method: 'get',
      path: '/inbox/load_prev_messages',
      tag,
      summary: 'Messages older than the first one shown',
      description: `${INBOX} Up to ${MESSAGE_PAGE} messages of \`conversation_id\` written before \`first_message_time\` (the ${MESSAGE_PAGE} newest without it), oldest first.`,
      access: 'user',
      query: inboxUserQuerySchema,
      responses: {
        200: olderMessagesSchema,
        404: {
          description: `\`${MESSAGING_TEXTS.noConversation}\` (no \`conversation_id\`, or not the caller's), or \`${MESSAGING_TEXTS.noUser}\` for another's \`user_id\`.`,
        },
      },
    },
    ({ user, query }, { messaging }) => {
      const { conversation_id, first_message_time } = ownQuery(user, query);
      if (conversation_id === undefined) throw notFound(MESSAGING_TEXTS.noConversation);
      return messaging.before(
        mailboxOf(user).id,
        conversation_id,
        first_message_time ?? '9999',
        MESSAGE_PAGE,
      );
    },
  ),
  notifications(
    '/inbox/get_unread_notifications',
    "The caller's unread notifications, newest first",
    true,
  ),
  notifications('/inbox/notifications', "The caller's notifications, newest first", false),
];
