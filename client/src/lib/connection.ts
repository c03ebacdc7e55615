// The app's one judgement of "are we online" (docs/product/offline.md#what-the-screens-show):
// the browser's own word, taken the moment its `online` and `offline` events say it changed,
// and the evidence of requests, since behind a captive portal the browser says online while
// nothing gets through. A request with no answer (http.ts, the outbox) makes the device offline
// until one is answered, a live socket opens or the browser finds a network again; meanwhile
// the server's health is asked every few seconds so a way through is noticed without a screen
// asking. Small and free of the app's other modules: the banner reads it on the first screen.
import { create } from 'zustand';

interface ConnectionState {
  /** navigator.onLine, as its events last said. */
  browserOnline: boolean;
  /** The last request the app made got no answer. */
  unreachable: boolean;
}

const browserSaysOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

const useConnectionStore = create<ConnectionState>(() => ({
  browserOnline: browserSaysOnline(),
  unreachable: false,
}));

const onlineOf = (state: ConnectionState) => state.browserOnline && !state.unreachable;

/** True while the device is judged online; re-renders when the judgement changes. */
export const useOnline = () => useConnectionStore(onlineOf);

/** The judgement now, for code outside React. */
export const isOnline = () => onlineOf(useConnectionStore.getState());

/** How often the server is asked while requests go unanswered. */
export const PROBE_MS = 3000;
const PROBE_PATH = '/api/health';
let probeTimer: ReturnType<typeof setTimeout> | undefined;

function scheduleProbe() {
  clearTimeout(probeTimer);
  probeTimer = undefined;
  const { browserOnline, unreachable } = useConnectionStore.getState();
  if (!browserOnline || !unreachable) return;
  probeTimer = setTimeout(() => {
    probeTimer = undefined;
    Promise.resolve()
      .then(() => fetch(PROBE_PATH, { cache: 'no-store' }))
      .then(
        () => noteAnswer(true),
        () => noteAnswer(false),
      );
  }, PROBE_MS);
}

/**
 * Calls `listener` each time the server answers again after requests went unanswered (a
 * restarted server, a captive portal let through): the browser hears no `online` then, yet what
 * waited for an answer can go now. Returns the off.
 */
export function onReachableAgain(listener: () => void): () => void {
  return useConnectionStore.subscribe((state, before) => {
    if (before.unreachable && !state.unreachable && state.browserOnline) listener();
  });
}

/** A request's outcome: `answered` when any answer came (an error status too), false for none. */
export function noteAnswer(answered: boolean): void {
  if (useConnectionStore.getState().unreachable === !answered) {
    if (!answered && probeTimer === undefined) scheduleProbe();
    return;
  }
  useConnectionStore.setState({ unreachable: !answered });
  scheduleProbe();
}

function onBrowserChange() {
  const browserOnline = browserSaysOnline();
  // A network found anew makes the old evidence stale; a request soon says if it lies.
  useConnectionStore.setState(
    browserOnline ? { browserOnline, unreachable: false } : { browserOnline },
  );
  scheduleProbe();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', onBrowserChange);
  window.addEventListener('offline', onBrowserChange);
}
