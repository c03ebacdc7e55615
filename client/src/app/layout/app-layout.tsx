import { Outlet } from 'react-router-dom';
import { Toaster } from '@/components/feedback/toaster';
import { useSessionStore } from '@/lib/session';
import { useRouteLoading } from '../app-router';
import { ConnectionBanner } from './connection-banner';
import { Footer } from './footer';
import { Header } from './header';
import { UpdatePrompt } from './update-prompt';
import { useOutboxDrainer } from './use-outbox-drainer';
import { usePageSettled } from './use-page-settled';

/** The desk's sync (drainer, header status) starts this long after the load event. */
const DESK_AFTER_LOAD_MS = 1000;

export function AppLayout() {
  const loading = useRouteLoading();
  const user = useSessionStore((state) => state.session?.user ?? null);
  const deskReady = usePageSettled(DESK_AFTER_LOAD_MS);
  useOutboxDrainer(user, deskReady);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {loading && <div className="route-progress" aria-hidden="true" />}
      <Header deskReady={deskReady} />
      <ConnectionBanner />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <div className="toast-stack">
        <UpdatePrompt />
        <Toaster />
      </div>
    </>
  );
}
