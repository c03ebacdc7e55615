import { Outlet, useNavigation } from 'react-router-dom';
import { Toaster } from '@/components/feedback/toaster';
import { ConnectionBanner } from './connection-banner';
import { Footer } from './footer';
import { Header } from './header';
import { UpdatePrompt } from './update-prompt';

export function AppLayout() {
  const navigation = useNavigation();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {navigation.state !== 'idle' && <div className="route-progress" aria-hidden="true" />}
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
