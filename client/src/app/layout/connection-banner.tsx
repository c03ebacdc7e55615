import { Trans } from '@lingui/react/macro';
import { useOnline } from '@/lib/connection';

/**
 * Says so while the app's one judgement of the connection (lib/connection.ts) is offline: the
 * browser knows it has no network, or requests get no answer although it believes it is online
 * (a captive portal, a dead uplink).
 */
export function ConnectionBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="connection-banner" role="status">
      <Trans>You are offline. Screens you have opened before still work.</Trans>
    </div>
  );
}
