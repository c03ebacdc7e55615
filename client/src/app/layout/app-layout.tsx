import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Toaster } from '@/components/feedback/toaster';
import { useSessionStore } from '@/lib/session';
import { usePageLoaded } from '@/lib/use-page-loaded';
import { useRouteLoading } from '../app-router';
import { ConnectionBanner } from './connection-banner';
import { Footer } from './footer';
import { Header } from './header';
import { UpdatePrompt } from './update-prompt';
import { useOutboxDrainer } from './use-outbox-drainer';

// The socket and what it moves (live-channel.tsx) never load for a visitor, and for a
// signed-in user only once the first screen is up: the counts it keeps live come by plain
// requests meanwhile, and it asks for them again when it connects.
const LiveChannel = lazy(() => import('./live-channel'));
/**
 * After the load event, the first screen may still be fetching its own code (a tab) while
 * the browser sits idle; this much longer keeps the channel's ~35 KB off that screen's way.
 */
const LIVE_CHANNEL_AFTER_LOAD_MS = 1000;

export function AppLayout() {
  const loading = useRouteLoading();
  const user = useSessionStore((state) => state.session?.user ?? null);
  const userId = user?.user_id;
  // One settled moment for both: the desk's sync and the live channel start together.
  const pageLoaded = usePageLoaded(LIVE_CHANNEL_AFTER_LOAD_MS);
  useOutboxDrainer(user, pageLoaded);
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      {loading && <div className="route-progress" aria-hidden="true" />}
      <Header deskReady={pageLoaded} />
      <ConnectionBanner />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      {userId !== undefined && pageLoaded && (
        <Suspense fallback={null}>
          <LiveChannel key={userId} userId={userId} />
        </Suspense>
      )}
      <div className="toast-stack">
        <UpdatePrompt />
        <Toaster />
      </div>
    </>
  );
}
