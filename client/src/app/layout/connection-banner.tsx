import { useSyncExternalStore } from 'react';
import { useSyncActivity } from '@/lib/sync-activity';

function subscribe(notify: () => void) {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
}

/**
 * Says so when the browser knows it has no connection, or when the outbox's requests get no
 * answer although the browser believes it is online (a captive portal, a dead uplink).
 */
export function ConnectionBanner() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine);
  const unreachable = useSyncActivity((state) => state.unreachable);
  if (online && !unreachable) return null;
  return (
    <div className="connection-banner" role="status">
      You are offline. Screens you have opened before still work.
    </div>
  );
}
