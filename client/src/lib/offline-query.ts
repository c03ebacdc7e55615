// Reads that must open without signal: the answer is copied to the device (Dexie, through
// lib/db.ts) and, when no answer comes (status 0), the saved copy is shown instead, flagged
// `offline` so the screen can say so (docs/product/offline.md#the-promise). When the browser knows it has no network
// (navigator.onLine false: that much it never gets wrong) the copy is shown at once, not after
// a request has failed; the query asks the server again when the browser is back online.
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { toApiError } from './http';

export interface OfflineCopy<T> {
  save: (data: T) => Promise<void>;
  read: () => Promise<T | undefined>;
}

export interface MaybeSaved<T> {
  value: T;
  /** True when the value is the device's copy because the server could not be reached. */
  offline: boolean;
}

const knownOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Loads from the server and keeps a copy; without signal, answers with the copy. */
export async function loadWithCopy<T>(
  load: () => Promise<T>,
  copy: OfflineCopy<T>,
): Promise<MaybeSaved<T>> {
  if (knownOffline()) {
    const saved = await copy.read().catch(() => undefined);
    if (saved !== undefined) return { value: saved, offline: true };
  }
  try {
    const value = await load();
    void copy.save(value);
    return { value, offline: false };
  } catch (error) {
    const saved = toApiError(error).status === 0 ? await copy.read() : undefined;
    if (saved === undefined) throw error;
    return { value: saved, offline: true };
  }
}

/** A TanStack query whose data may come from the device; `offline` says when it did. */
export function useOfflineQuery<T>(options: {
  queryKey: QueryKey;
  load: () => Promise<T>;
  copy: OfflineCopy<T>;
  enabled?: boolean;
  keepPrevious?: boolean;
  /**
   * What the page already shows (its first paint's early answer): the data at once, read
   * again on mount, so the device's copy is kept and the answer is the query's own.
   */
  shown?: T | undefined;
}) {
  const query = useQuery({
    queryKey: options.queryKey,
    queryFn: () => loadWithCopy(options.load, options.copy),
    enabled: options.enabled ?? true,
    placeholderData: options.keepPrevious ? (previous) => previous : undefined,
    ...(options.shown !== undefined && {
      initialData: { value: options.shown, offline: false },
      initialDataUpdatedAt: 0,
    }),
  });
  return { ...query, data: query.data?.value, offline: query.data?.offline ?? false };
}
