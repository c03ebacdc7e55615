// Runs the outbox's drainer (lib/outbox.ts) over HTTP: at start, when the browser says it is
// online, when the tab becomes visible, when a screen has queued something, when the next
// retry falls due, and every 30 s as a safety net (navigator.onLine lies behind captive
// portals, so the drainer judges by what its requests answer).
import { api, LONG_TIMEOUT_MS } from './http';
import { drainOutbox, nextAttemptAt, type Sent, type Transport } from './outbox';

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
  const run = async () => {
    if (stopped) return;
    clearTimeout(timer);
    const result = await drainOutbox(transport).catch(() => undefined);
    if (stopped || result?.signedOut) return;
    const due = await nextAttemptAt();
    const wait = due === undefined ? SAFETY_NET_MS : Math.min(SAFETY_NET_MS, due - Date.now());
    timer = setTimeout(() => void run(), Math.max(250, wait));
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void run();
  };
  kick = () => void run();
  window.addEventListener('online', kick);
  document.addEventListener('visibilitychange', onVisible);
  void run();
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', kick);
    document.removeEventListener('visibilitychange', onVisible);
    kick = () => undefined;
  };
}
