import type { Notification } from '@baraat/shared/schemas/notifications';
import { isSet } from '../../db/flags';
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
