// A small hook for reading data: loading, error and data states, a reload, and a cache by
// key so that remounting a screen shows what it had while it refreshes. With `offline`, an
// answer is copied for offline use and, when no answer comes (status 0), the saved copy is
// shown instead, flagged `offline`.
import { useCallback, useEffect, useState } from 'react';
import { type ApiError, toApiError } from './http';

export type QueryState<T> =
  | { status: 'idle'; data: undefined; error: undefined }
  | { status: 'loading'; data: T | undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: T | undefined; error: ApiError };

export interface OfflineCopy<T> {
  save: (data: T) => Promise<void>;
  read: () => Promise<T | undefined>;
}

const cache = new Map<string, unknown>();

export function clearQueryCache(): void {
  cache.clear();
}

export function useQuery<T>(key: string | null, load: () => Promise<T>, offline?: OfflineCopy<T>) {
  const [state, setState] = useState<QueryState<T>>(() =>
    key && cache.has(key)
      ? { status: 'success', data: cache.get(key) as T, error: undefined }
      : { status: key ? 'loading' : 'idle', data: undefined, error: undefined },
  );
  const [fromDevice, setFromDevice] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // `load` and `offline` are expected to depend only on `key`.
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
    const succeed = (data: T, saved: boolean) => {
      if (!saved) cache.set(key, data);
      if (!live) return;
      setFromDevice(saved);
      setState({ status: 'success', data, error: undefined });
    };
    load().then(
      (data) => {
        succeed(data, false);
        void offline?.save(data);
      },
      async (error: unknown) => {
        const failure = toApiError(error);
        const saved = failure.status === 0 && offline ? await offline.read() : undefined;
        if (saved !== undefined) return succeed(saved, true);
        if (live)
          setState((previous) => ({ status: 'error', data: previous.data, error: failure }));
      },
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, offline: fromDevice, reload };
}
