import { Suspense, useEffect, useState } from 'react';
import { UNSAFE_createBrowserHistory } from 'react-router-dom';
import { paths } from '@/config/paths';
import { followOtherTabs, setSessionEndedHandler } from '@/lib/session';
import { AppRouter } from './app-router';
import { QueryProvider, withQueryClient } from './query-provider';
import { AppRoutes, loadScreensAt } from './router';
import { RouterErrorBoundary } from './routes/router-error';

/** A navigation waits for the next screen's code and, until it has come, the query client's. */
const loadScreensAndClient = (pathname: string, search: string) =>
  withQueryClient(loadScreensAt(pathname, search));

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
    <QueryProvider>
      <AppRouter history={history} loadScreensAt={loadScreensAndClient}>
        <RouterErrorBoundary>
          <Suspense fallback={null}>
            <AppRoutes />
          </Suspense>
        </RouterErrorBoundary>
      </AppRouter>
    </QueryProvider>
  );
}
