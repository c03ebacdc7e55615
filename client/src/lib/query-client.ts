// The one TanStack Query client: server state on online screens is cached, deduplicated,
// retried and refreshed here (docs/architecture.md#3-client). Every query key is built in its API call file.
import { QueryClient } from '@tanstack/react-query';
import { type ApiError, toApiError } from './api-error';

declare module '@tanstack/react-query' {
  interface Register {
    // Every queryFn goes through `call()`, which rethrows failures as an ApiError.
    defaultError: ApiError;
  }
}

/**
 * Whether a failed read is worth one more try: not a 4xx (asking again gets the same answer),
 * and not while the browser knows it is offline (refetchOnReconnect asks when it is back).
 * One retry only: the screens offer their own Retry after that.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const { status } = toApiError(error);
  if (status >= 400 && status < 500) return false;
  if (status === 0 && typeof navigator !== 'undefined' && !navigator.onLine) return false;
  return failureCount < 1;
}

/** How often the screens that must stay fresh (the owner's requests and calendar) ask again. */
export const LIVE_REFRESH_MS = 30_000;

/**
 * Query options for a screen that refreshes itself every 30 s. TanStack pauses the interval
 * while the tab is hidden (refetchIntervalInBackground false) and refetches on return.
 */
export const liveRefresh = {
  refetchInterval: LIVE_REFRESH_MS,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnReconnect: true,
        // A screen switched back to from another tab keeps what it shows; only live screens
        // (liveRefresh) ask again on focus.
        refetchOnWindowFocus: false,
        // Offline-first: the call runs even when the browser says it is offline, so a screen
        // can fall back to its saved copy (offline-query.ts) or show its error, never hang.
        networkMode: 'always',
      },
    },
  });
}

export const queryClient = createQueryClient();
