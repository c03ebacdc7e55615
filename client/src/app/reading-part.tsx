// The part of a screen that reads through the query client, in a module of its own: the
// screen paints its heading and `fallback` (its loading state) with the shell alone, and the
// part's code comes after that paint together with the query client, then shows in its place
// with no Suspense fallback in between (docs/architecture.md#3-client). A navigation to the
// screen waits for the part with the screen's code (the module's `preloadReads`), so only a
// first paint shows the fallback for it.
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { useAfterPaint } from '@/lib/use-after-paint';
import { loadQueryClient } from './query-provider';

export interface PartLoader<P> {
  /** The part's component once its code (and the query client) have come. */
  readonly loaded: () => ComponentType<P> | undefined;
  /** The part's code and the query client, loaded once; a failed load is tried again. */
  readonly preload: () => Promise<ComponentType<P>>;
}

export function partLoader<P>(load: () => Promise<ComponentType<P>>): PartLoader<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= Promise.all([load(), loadQueryClient()]).then(
      ([part]) => {
        loaded = part;
        return part;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return { loaded: () => loaded, preload };
}

interface ReadingPartProps<P> {
  part: PartLoader<P>;
  /** What the screen shows until the part has come: its loading state. */
  fallback: ReactNode;
  props: P;
}

export function ReadingPart<P extends object>({ part, fallback, props }: ReadingPartProps<P>) {
  const [shown, setShown] = useState(() => ({ part: part.loaded(), error: undefined as unknown }));
  // Not in the task that puts the fallback on screen: after it has been painted.
  const painted = useAfterPaint(shown.part === undefined);
  useEffect(() => {
    if (shown.part || !painted) return;
    let mounted = true;
    part.preload().then(
      (loaded) => mounted && setShown({ part: loaded, error: undefined }),
      (error: unknown) => mounted && setShown({ part: undefined, error }),
    );
    return () => {
      mounted = false;
    };
  }, [part, shown.part, painted]);
  // Code that cannot be fetched is the router's error to show, as a screen's own is.
  if (shown.error !== undefined) throw shown.error;
  const Shown = shown.part;
  return Shown ? <Shown {...props} /> : fallback;
}
