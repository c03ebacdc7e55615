// Runs the outbox's drainer (lib/outbox-drain.ts) over HTTP for the signed-in user: at start,
// when the browser says it is online or the server answers again after requests went unanswered
// (at start too: entries that failed for want of signal are then due at once), when the tab becomes visible, when a screen has queued something, when
// the next retry falls due, and every 30 s as a safety net (navigator.onLine lies behind
// captive portals, so the drainer judges by what its requests answer and tells connection.ts).
// The app layout starts it at sign-in and stops it at logout.
import { noteAnswer, onReachableAgain } from './connection';
import { database } from './db';
import { deskMemberIds } from './outbox-desk';
import { type DrainResult, drainOutbox } from './outbox-drain';
import { httpTransport } from './outbox-http';
import { nextAttemptAt, signalReturned } from './outbox-queue';
import { keepOutboxOnDevice } from './outbox-storage';
import type { Sent, Transport } from './outbox-transport';
import { currentUser } from './session';
import { useSyncActivity } from './sync-activity';

/** The syncState key whose synced_at is when this user's changes last reached the server. */
export const outboxSyncKey = (ownerId: number) => `outbox:${ownerId}`;

type SentListener = (ownerId: number, result: DrainResult) => void;
const sentListeners = new Set<SentListener>();

/** Calls `listener` after each drain that got at least one change acknowledged; returns the off. */
export function onOutboxSent(listener: SentListener): () => void {
  sentListeners.add(listener);
  return () => {
    sentListeners.delete(listener);
  };
}

/** Notes whether the server answered at all (status 0: no answer). */
function observed(transport: Transport): Transport {
  return async (entries) => {
    const answers = await transport(entries).catch((): Sent[] => []);
    noteAnswer((answers[0]?.status ?? 0) !== 0);
    return answers;
  };
}

async function acknowledged(ownerId: number, result: DrainResult) {
  const db = await database();
  await db.syncState.put({ key: outboxSyncKey(ownerId), cursor: '', synced_at: Date.now() });
  for (const listener of sentListeners) {
    try {
      listener(ownerId, result);
    } catch {
      // One listener's failure must not keep the others from hearing.
    }
  }
}

const SAFETY_NET_MS = 30_000;
let kick: (() => void) | undefined;

/** Asks the running drainer to send now (after a screen queued a change). */
export function kickOutbox(): void {
  if (kick) kick();
  else useSyncActivity.setState({ drainerWanted: true });
}

/**
 * Starts draining `ownerId`'s entries; returns the stop. One runner per tab; the Web Lock
 * keeps one per origin.
 */
export function startOutboxRunner(ownerId: number, transport: Transport = httpTransport) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const send = observed(transport);
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
    let result: DrainResult | undefined;
    // What every pass of this run sent: a second pass (asked for mid-run) that finds nothing
    // must not hide the first one's acknowledgements from the listeners.
    let sent = 0;
    useSyncActivity.setState({ draining: true });
    try {
      do {
        again = false;
        const members = await deskMemberIds(currentUser()).catch(() => undefined);
        result = await drainOutbox(send, Date.now, ownerId, members).catch(() => undefined);
        sent += result?.sent ?? 0;
      } while (again && !stopped && !result?.signedOut);
    } finally {
      draining = false;
    }
    useSyncActivity.setState({ draining: false });
    if (result && sent > 0) await acknowledged(ownerId, { ...result, sent }).catch(() => undefined);
    // The device holds (or just held) work the server had not got: keep it through a full disk.
    if (result && sent + result.refused + result.waiting > 0) void keepOutboxOnDevice();
    // A 401 ends the session (http.ts signs out); one met by a pass another account started
    // just before logging out, while this account is signed in, does not stop this runner.
    if (stopped || (result?.signedOut && currentUser()?.user_id !== ownerId)) return;
    const due = await nextAttemptAt(ownerId);
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
  const kickThis = () => void run();
  kick = kickThis;
  window.addEventListener('online', onOnline);
  // The server answering again (its health, another request) is the signal returning too.
  const offReachable = onReachableAgain(onOnline);
  document.addEventListener('visibilitychange', onVisible);
  // A tab opened with signal never hears `online`: the waits that grew while the device had
  // none (the backoff a closed tab left, up to a minute and a half) end now, as they would
  // have had that tab seen the signal return. An offline browser is believed and waits.
  if (navigator.onLine) onOnline();
  else void run();
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
    offReachable();
    document.removeEventListener('visibilitychange', onVisible);
    if (kick === kickThis) kick = undefined;
    useSyncActivity.setState({ draining: false, drainerWanted: false });
  };
}
