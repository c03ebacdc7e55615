// Runs the outbox's drainer (lib/outbox.ts) over HTTP: at start, when the browser says it is
// online (entries that failed for want of signal are then due at once), when the tab becomes visible, when a screen has queued something, when the next
// retry falls due, and every 30 s as a safety net (navigator.onLine lies behind captive
// portals, so the drainer judges by what its requests answer).
import { api, LONG_TIMEOUT_MS } from './http';
import { drainOutbox, nextAttemptAt, type Sent, signalReturned, type Transport } from './outbox';

export const httpTransport: Transport = async (entry) => {
  const response = await api(entry.path, {
    method: entry.method,
    ...(entry.body === undefined ? {} : { json: entry.body }),
    headers: { 'Idempotency-Key': entry.id },
    throwHttpErrors: false,
    timeout: LONG_TIMEOUT_MS,
  });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json') ? await response.json().catch(() => undefined) : undefined;
  return { status: response.status, body } satisfies Sent;
};

const SAFETY_NET_MS = 30_000;
let kick: () => void = () => undefined;

/** Asks the running drainer to send now (after a screen queued a change). */
export function kickOutbox(): void {
  kick();
}

/** Starts draining; returns the stop. One runner per tab; the Web Lock keeps one per origin. */
export function startOutboxRunner(transport: Transport = httpTransport): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let draining = false;
  // A kick during a pass (a new entry, the signal back) may come after the pass read the
  // outbox: it asks for one more pass instead of waiting for the timer.
  let again = false;
  const run = async () => {
    if (stopped) return;
    if (draining) {
      again = true;
      return;
    }
    draining = true;
    clearTimeout(timer);
    let result: Awaited<ReturnType<typeof drainOutbox>> | undefined;
    try {
      do {
        again = false;
        result = await drainOutbox(transport).catch(() => undefined);
      } while (again && !stopped && !result?.signedOut);
    } finally {
      draining = false;
    }
    if (stopped || result?.signedOut) return;
    const due = await nextAttemptAt();
    const wait = due === undefined ? SAFETY_NET_MS : Math.min(SAFETY_NET_MS, due - Date.now());
    timer = setTimeout(() => void run(), Math.max(250, wait));
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void run();
  };
  const onOnline = () => {
    void signalReturned()
      .catch(() => undefined)
      .then(run);
  };
  kick = () => void run();
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  void run();
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    kick = () => undefined;
  };
}
