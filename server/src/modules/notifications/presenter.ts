import type { Language } from '@baraat/shared/i18n/languages';
import type { Notification } from '@baraat/shared/schemas/notifications';
import { isSet } from '../../db/flags';
import type { Translator } from '../../i18n/translator';
import type { NotificationRow } from './repo';

function parseData(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export const presentNotification = (row: NotificationRow): Notification => ({
  notification_id: row.id,
  receiver_id: row.receiver_id,
  type: row.type,
  title: row.title,
  message: row.message,
  data: parseData(row.data),
  priority: row.priority,
  action_url: row.action_url,
  is_read: isSet(row.is_read),
  created_at: row.created_at,
});

/**
 * A notification in its reader's language (docs/architecture.md#urdu-on-the-server): stored as
 * the English the server wrote, its title and message are translated as they are read or pushed,
 * so a reader who switches language reads the older ones in the new one too.
 */
export function inLanguage(
  notification: Notification,
  language: Language,
  translate: Translator,
): Notification {
  if (language === 'en') return notification;
  return {
    ...notification,
    title: translate(notification.title, language),
    message: translate(notification.message, language),
  };
}
