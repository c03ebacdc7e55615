// The router: react-router's declarative <Router> on the browser's history. Its data router
// (loaders, actions, fetchers), which Baraat does not use, was ~15 KB gzip of every page's
// first download. What Baraat used of it is kept here: a link to a screen whose code has not
// arrived leaves the current screen (and the address) as they are until it has, and
// useRouteLoading() says meanwhile that the next screen is loading.
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useTransition,
} from 'react';
import { parsePath, Router, type To, type UNSAFE_createBrowserHistory } from 'react-router-dom';

export type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Navigator = ComponentProps<typeof Router>['navigator'];

const RouteLoading = createContext(false);

/** True while the next screen's code loads and the current one is still shown. */
export const useRouteLoading = () => useContext(RouteLoading);

interface AppRouterProps {
  history: BrowserHistory;
  /** The code still to load for the screens at a path; undefined when it is all there. */
  loadScreensAt: (pathname: string, search: string) => Promise<unknown> | undefined;
  children: ReactNode;
}

export function AppRouter({ history, loadScreensAt, children }: AppRouterProps) {
  const [state, setState] = useState(() => ({
    action: history.action,
    location: history.location,
  }));
  const [rendering, startTransition] = useTransition();
  const [fetching, setFetching] = useState(false);
  // Back and forward change the address at once; their screen renders in a transition, so
  // the current one stays up while its code loads.
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) =>
        startTransition(() => setState({ action, location })),
      ),
    [history],
  );

  const navigator = useMemo((): Navigator => {
    let latest = 0;
    // Only the last of several quick clicks is followed, as the data router did.
    const whenLoaded = (to: To, navigate: () => void) => {
      const navigation = ++latest;
      const { pathname = '', search = '' } = typeof to === 'string' ? parsePath(to) : to;
      const loading = loadScreensAt(pathname, search);
      if (!loading) return navigate();
      setFetching(true);
      // A screen that failed to load shows the router's error page once navigated to.
      void loading
        .catch(() => undefined)
        .then(() => {
          if (navigation !== latest) return;
          setFetching(false);
          navigate();
        });
    };
    return {
      createHref: history.createHref,
      encodeLocation: history.encodeLocation,
      go: (delta) => {
        latest++;
        setFetching(false);
        history.go(delta);
      },
      push: (to, state) => whenLoaded(to, () => history.push(to, state)),
      replace: (to, state) => whenLoaded(to, () => history.replace(to, state)),
    };
  }, [history, loadScreensAt]);

  return (
    <RouteLoading value={fetching || rendering}>
      <Router location={state.location} navigationType={state.action} navigator={navigator}>
        {children}
      </Router>
    </RouteLoading>
  );
}
