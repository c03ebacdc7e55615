// A small hook for reading data: loading, error and data states, a reload, and a cache by
// key so that remounting a screen shows what it had while it refreshes.
import { useCallback, useEffect, useState } from 'react';
import { type ApiError, toApiError } from './http';

export type QueryState<T> =
  | { status: 'idle'; data: undefined; error: undefined }
  | { status: 'loading'; data: T | undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: T | undefined; error: ApiError };

const cache = new Map<string, unknown>();

export function clearQueryCache(): void {
  cache.clear();
}

export function useQuery<T>(key: string | null, load: () => Promise<T>) {
  const [state, setState] = useState<QueryState<T>>(() =>
    key && cache.has(key)
      ? { status: 'success', data: cache.get(key) as T, error: undefined }
      : { status: key ? 'loading' : 'idle', data: undefined, error: undefined },
  );
  const [attempt, setAttempt] = useState(0);
  // `load` is expected to depend only on `key`.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the request
  useEffect(() => {
    if (!key) {
      setState({ status: 'idle', data: undefined, error: undefined });
      return;
    }
    let live = true;
    setState((previous) => ({
      status: 'loading',
      data: (cache.get(key) as T | undefined) ?? previous.data,
      error: undefined,
    }));
    load().then(
      (data) => {
        cache.set(key, data);
        if (live) setState({ status: 'success', data, error: undefined });
      },
      (error: unknown) => {
        if (live) {
          setState((previous) => ({
            status: 'error',
            data: previous.data,
            error: toApiError(error),
          }));
        }
      },
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
