import { Outlet } from 'react-router-dom';
import { Toaster } from '@/components/feedback/toaster';
import { useRouteLoading } from '../app-router';
import { ConnectionBanner } from './connection-banner';
import { Footer } from './footer';
import { Header } from './header';
import { UpdatePrompt } from './update-prompt';

export function AppLayout() {
  const loading = useRouteLoading();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {loading && <div className="route-progress" aria-hidden="true" />}
      <Header />
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
