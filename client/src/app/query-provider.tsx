// TanStack's query client, loaded when a screen first reads: a screen that reads at first
// paint waits for it with its own code (start.tsx, and AppRouter for each navigation), while
// the landing pages that paint before they read load it after that paint: with their parts
// that read (app/reading-part.tsx), or, on a visitor's home page, which reads nothing, at an
// idle moment once the page has loaded (docs/architecture.md#3-client). Until then the
// context holds no client, so nothing may read before `loadQueryClient` has settled.
import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { usePageLoaded } from '@/lib/use-page-loaded';

let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

/** The query client's code, loaded once; a failed load is tried again when next asked for. */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('@/lib/query-client').then(
    (module) => {
      client = module.queryClient;
      for (const listener of listeners) listener();
      return client;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Screens' code (`loadScreensAt`'s answer) together with the query client, while it is not there. */
export function withQueryClient(screens: Promise<unknown> | undefined) {
  return client ? screens : Promise.all([screens, loadQueryClient()]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** What QueryClientProvider does, for a client that may arrive after the first paint. */
export function QueryProvider({ children }: { children: ReactNode }) {
  const shown = useSyncExternalStore(subscribe, () => client);
  // Not before the page has loaded: a screen still waiting for its first answer paints first.
  const pageLoaded = usePageLoaded();
  useEffect(() => {
    if (!shown && pageLoaded) void loadQueryClient().catch(() => undefined);
  }, [shown, pageLoaded]);
  useEffect(() => {
    if (!shown) return;
    shown.mount();
    return () => shown.unmount();
  }, [shown]);
  return <QueryClientContext value={shown}>{children}</QueryClientContext>;
}
