// Notifications (docs/product/messaging.md#notification-dashboard, docs/product/business-desk.md#what-a-business-holds): rows written by the
// domain events, read by the bell and /notifications, pushed live over the socket.
import { z } from 'zod';
import { tx } from '../i18n/text';
import { positiveId, wholeNumber } from './fields';

export const NOTIFICATION_TYPES = [
  'booking_new',
  'booking_accepted',
  'booking_rejected',
  'booking_updated',
  'message_new',
  'review_new',
  'payment_received',
  'payment_completed',
  'system_announcement',
  'business_verified',
  'profile_updated',
  'reminder',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * The dashboard's filters (docs/product/messaging.md#notification-dashboard) beyond all and unread: each names the types it shows.
 * The list's `type` takes one of these words as well as a single type.
 */
export const NOTIFICATION_GROUPS = {
  bookings: ['booking_new', 'booking_accepted', 'booking_rejected', 'booking_updated'],
  messages: ['message_new'],
  reviews: ['review_new'],
  payments: ['payment_received', 'payment_completed'],
  system: ['system_announcement', 'business_verified', 'profile_updated', 'reminder'],
} as const satisfies Record<string, readonly NotificationType[]>;
export type NotificationGroup = keyof typeof NOTIFICATION_GROUPS;

const isGroup = (word: string): word is NotificationGroup =>
  Object.hasOwn(NOTIFICATION_GROUPS, word);

export const NOTIFICATION_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const NOTIFICATION_PAGE = 20;
/** The most notifications one page holds, whatever `limit` asks. */
export const NOTIFICATION_PAGE_MAX = 100;

export const NOTIFICATION_TEXTS = {
  noneSelected: tx('Please select notifications first'),
  notFound: tx('Notification not found'),
  loadFailed: tx('Failed to load notifications'),
  markAllFailed: tx('Failed to mark all notifications as read'),
  markFailed: tx('Failed to mark notification as read'),
  deleteFailed: tx('Failed to delete notification'),
} as const;

const id = z.number().int();

export const notificationSchema = z.strictObject({
  notification_id: id,
  receiver_id: id,
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  data: z.record(z.string(), z.unknown()),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  action_url: z.string().nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.strictObject({
  notifications: z.array(notificationSchema),
  total: id,
  unread_count: id,
  current_page: id,
  total_pages: id,
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** GET /notifications/unread-count: what the bell shows. */
export const unreadCountSchema = z.strictObject({ unread_count: id });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** POST /notifications/mark-read and PATCH /notifications/mark-all-read. */
export const notificationsMarkedSchema = z.strictObject({ marked: id, unread_count: id });
export type NotificationsMarked = z.infer<typeof notificationsMarkedSchema>;

/** POST /notifications/delete. */
export const notificationsDeletedSchema = z.strictObject({ deleted: id, unread_count: id });
export type NotificationsDeleted = z.infer<typeof notificationsDeletedSchema>;

export const notificationPollSchema = z.strictObject({
  new_notifications: z.array(notificationSchema),
  unread_count: id,
});

export const notificationListQuerySchema = z.object({
  page: wholeNumber('page', 1).default(1),
  limit: wholeNumber('limit', 1)
    .default(NOTIFICATION_PAGE)
    .transform((value) => Math.min(value, NOTIFICATION_PAGE_MAX)),
  /** One type, or a group word: the list of types either names. */
  type: z
    .enum([...NOTIFICATION_TYPES, ...(Object.keys(NOTIFICATION_GROUPS) as NotificationGroup[])], {
      error: tx(
        'type must be a notification type or one of bookings, messages, reviews, payments, system',
      ),
    })
    .transform((word): readonly NotificationType[] =>
      isGroup(word) ? NOTIFICATION_GROUPS[word] : [word],
    )
    .optional(),
  /** Words searched for in the title and the message (docs/product/messaging.md#notification-dashboard). */
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || undefined),
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

export const notificationPollQuerySchema = z.object({
  /** The newest notification id the device has, or a time it last polled. */
  since: z.string().max(40).optional(),
});

export const notificationIdParamSchema = z.object({ id: positiveId('id') });
export const userIdParamSchema = z.object({ user_id: positiveId('user_id') });

/** POST /notifications/ (docs/product/messaging.md#calls): an owner's reminder or announcement to someone it serves. */
export const createNotificationSchema = z.object({
  receiver_id: positiveId('receiver_id'),
  type: z.enum(['system_announcement', 'reminder'], {
    error: tx('type must be system_announcement or reminder'),
  }),
  title: z
    .string()
    .trim()
    .min(1, { error: tx('title is required') })
    .max(200),
  message: z
    .string()
    .trim()
    .min(1, { error: tx('message is required') })
    .max(1000),
  data: z.record(z.string(), z.unknown()).default({}),
  priority: z.enum(NOTIFICATION_PRIORITIES).default('medium'),
  action_url: z
    .string()
    .trim()
    .max(300)
    .refine((url) => url.startsWith('/') && !url.startsWith('//'), {
      error: tx('action_url must be a path in Baraat, starting with /'),
    })
    .nullish(),
});

export const markNotificationsSchema = z.object({
  notification_ids: z.array(positiveId('notification_ids')).min(1, {
    error: NOTIFICATION_TEXTS.noneSelected,
  }),
});
