import { Trans } from '@lingui/react/macro';
import { NotificationDashboard } from '@/features/notifications/components/notification-dashboard';
import { useSessionStore } from '@/lib/session';

/** /notifications (docs/product/messaging.md#notification-dashboard), for any signed-in user: owners and customers are both told. */
export default function NotificationsRoute() {
  const userId = useSessionStore((state) => state.session?.user.user_id);
  if (userId === undefined) return null;
  return (
    <section className="page notifications-page" aria-labelledby="notifications-title">
      <h1 id="notifications-title">
        <Trans>Notifications</Trans>
      </h1>
      <NotificationDashboard userId={userId} />
    </section>
  );
}
