import { formatDateTime } from '@baraat/shared/domain/format';
import type { Notification } from '@baraat/shared/schemas/notifications';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

const PRIORITY = {
  low: msg`Low`,
  medium: msg`Medium`,
  high: msg`High`,
  urgent: msg`Urgent`,
};

interface NotificationItemProps {
  notification: Notification;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** Following View Details reads it (docs/product/messaging.md#notification-dashboard). */
  onOpen: () => void;
}

/** One notification: its priority, time and read state, a box to select it, View Details. */
export function NotificationItem({
  notification,
  selected,
  onSelect,
  onOpen,
}: NotificationItemProps) {
  const { t, i18n } = useLingui();
  const { title, message, priority, created_at, is_read, action_url } = notification;
  return (
    <li className={`notification-item${is_read ? '' : ' notification-unread'}`}>
      <label className="notification-select">
        <input type="checkbox" checked={selected} onChange={(e) => onSelect(e.target.checked)} />
        <span className="visually-hidden">
          <Trans>Select {title}</Trans>
        </span>
      </label>
      <div className="notification-body">
        <div className="notification-head">
          <strong className="notification-title">{title}</strong>
          <span className={`notification-priority priority-${priority}`}>
            {i18n._(PRIORITY[priority])}
          </span>
          <span className="notification-state">{is_read ? t`Read` : t`Unread`}</span>
        </div>
        {/* The server says it in the reader's language already, with the names people wrote
            (a vendor's, a wedding's) within it as written: nothing to translate again. */}
        <p className="notification-message" translate="no" dir="auto">
          {message}
        </p>
        <div className="notification-meta">
          <time className="muted" dateTime={created_at}>
            {formatDateTime(created_at, { dense: true })}
          </time>
          {action_url && (
            <Link
              className="button button-secondary button-small"
              to={action_url}
              onClick={onOpen}
              aria-label={t`View Details: ${title}`}
            >
              <Trans>View Details</Trans>
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}
