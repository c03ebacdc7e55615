// The router: react-router's declarative <Router> on the browser's history. Its data router
// (loaders, actions, fetchers), which Baraat does not use, was ~15 KB gzip of every page's
// first download. Each change of address renders as a transition, so the current screen stays
// up while the next one's code loads, and useRouteLoading() says that it is loading.
import {
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useState,
  useTransition,
} from 'react';
import { Router, type UNSAFE_createBrowserHistory } from 'react-router-dom';

export type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

const RouteLoading = createContext(false);

/** True while the next screen's code loads and the current one is still shown. */
export const useRouteLoading = () => useContext(RouteLoading);

export function AppRouter({ history, children }: { history: BrowserHistory; children: ReactNode }) {
  const [state, setState] = useState(() => ({
    action: history.action,
    location: history.location,
  }));
  const [loading, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) =>
        startTransition(() => setState({ action, location })),
      ),
    [history],
  );
  return (
    <RouteLoading value={loading}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </RouteLoading>
  );
}
