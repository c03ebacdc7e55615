import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { UNSAFE_createBrowserHistory } from 'react-router-dom';
import { paths } from '@/config/paths';
import { setSessionEndedHandler } from '@/lib/http';
import { queryClient } from '@/lib/query-client';
import { followOtherTabs } from '@/lib/session';
import { AppRouter } from './app-router';
import { AppRoutes, loadScreensAt } from './router';
import { RouterErrorBoundary } from './routes/router-error';

export function App() {
  const [history] = useState(() => UNSAFE_createBrowserHistory({ v5Compat: true }));

  useEffect(() => {
    setSessionEndedHandler(() => {
      const { pathname, search, hash } = window.location;
      history.replace(paths.login, { from: { pathname, search, hash } });
    });
    return followOtherTabs();
  }, [history]);

  // start.tsx renders once the first screen's code is there (and the session restored), so
  // the page appears whole; later screens load while the current one stays up (AppRouter).
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter history={history} loadScreensAt={loadScreensAt}>
        <RouterErrorBoundary>
          <Suspense fallback={null}>
            <AppRoutes />
          </Suspense>
        </RouterErrorBoundary>
      </AppRouter>
    </QueryClientProvider>
  );
}
