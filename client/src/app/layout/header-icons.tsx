// The signed-in header's two icons (docs/product/README.md#routes-and-guards): the bell with the real unread notification count
// (docs/product/decisions.md#the-decisions-at-a-glance, not the spec's fixed 3) and messages with the unread message count, both kept
// live by the live channel (live-channel.tsx), and a marker on messages while it or the device is down.

import { comma } from '@baraat/shared/domain/format';
import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useUnreadNotificationCount } from '@/features/notifications/api/get-unread-count';
import { useLanguage } from '@/lib/i18n-react';
import { useLiveChannel } from '@/lib/realtime-status';
import { useUnreadMessageCount } from '@/lib/unread-messages';
import { CountBadge, countLabel } from './count-badge';
import { BellIcon, ChatIcon } from './icons';

/** "Messages", "Messages, 3 unread", "Messages, 3 unread, offline". */
const named = (name: string, count: number, offline = false) => {
  const unread = countLabel(count);
  return [name, count > 0 ? t`${unread} unread` : '', offline ? t`offline` : '']
    .filter(Boolean)
    .join(comma());
};

export function HeaderIcons({ userId }: { userId: number }) {
  useLanguage();
  const notifications = useUnreadNotificationCount(userId).data ?? 0;
  const messages = useUnreadMessageCount(userId).data ?? 0;
  const offline = useLiveChannel() !== 'connected';
  return (
    <>
      <Link
        to={paths.notifications}
        className="icon-link"
        aria-label={named(t`Notifications`, notifications)}
      >
        <BellIcon />
        <CountBadge count={notifications} />
      </Link>
      <Link
        to={paths.messages}
        className="icon-link"
        aria-label={named(t`Messages`, messages, offline)}
      >
        <ChatIcon />
        <CountBadge count={messages} />
        {offline && <span className="live-offline" title={t`Live updates are offline`} />}
      </Link>
    </>
  );
}
