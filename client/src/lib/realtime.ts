// The one module that owns the live channel /ws/{ticket} (docs/product/messaging.md#the-live-channel).
// While someone is signed in it keeps one socket open: a fresh single-use ticket for every
// connection, reconnection with backoff and jitter for as long as it takes (saying
// "Connecting" meanwhile, not giving up after 5 tries as the old client did), a ping every
// 30 s, and every frame checked with the shared union before a screen sees it. Sending a
// message does not depend on it: messages go through the outbox (lib/outbox-drain.ts), which
// this module wakes whenever the socket comes back.
import {
  type ClientFrame,
  type ServerFrame,
  serverFrameSchema,
  WS_CLOSE,
  type WsTicket,
} from '@baraat/shared/schemas/realtime';
import { STAFF_TEXTS } from '@baraat/shared/schemas/staff';
import { noteAnswer } from './connection';
import { leaveDeskIfRemoved } from './desk-removed';
import { api } from './http';
import { kickOutbox } from './outbox-runner';
import { type RealtimeStatus, useRealtimeStore } from './realtime-status';

type Listener = (frame: ServerFrame) => void;
const listeners = new Set<Listener>();

/** Hears every frame the server sends; returns the unsubscribe. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const reconnectListeners = new Set<() => void>();

/** Runs after every (re)connection: a screen refetches what it may have missed meanwhile. */
export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => {
    reconnectListeners.delete(listener);
  };
}

const PING_MS = 30_000;
const MAX_BACKOFF_MS = 30_000;

/** 1 s, 2 s, 4 s… up to 30 s, spread by ±50% so phones do not reconnect in step. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.5 + random()));
}

let socket: WebSocket | undefined;
let running = false;
let attempt = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let pingTimer: ReturnType<typeof setInterval> | undefined;

const setStatus = (status: RealtimeStatus) => useRealtimeStore.setState({ status });

function socketUrl(path: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${path}`;
}

function scheduleReconnect() {
  clearTimeout(retryTimer);
  if (!running) return;
  setStatus('connecting');
  retryTimer = setTimeout(() => void connect(), reconnectDelay(attempt));
  attempt += 1;
}

async function connect(): Promise<void> {
  if (!running || socket) return;
  clearTimeout(retryTimer);
  setStatus('connecting');
  let path: string;
  try {
    path = (await api.post('auth/ws-ticket').json<WsTicket>()).path;
  } catch {
    // No signal, or the server is away: try again later. A 401 that a refresh could not
    // mend has signed the user out, which stops this module (stopRealtime).
    scheduleReconnect();
    return;
  }
  if (!running || socket) return;
  const ws = new WebSocket(socketUrl(path));
  socket = ws;
  ws.addEventListener('open', () => {
    attempt = 0;
    noteAnswer(true);
    setStatus('connected');
    clearInterval(pingTimer);
    pingTimer = setInterval(() => sendFrame({ type: 'ping' }), PING_MS);
    // Back in touch: what waited in the outbox goes now (docs/product/offline.md#the-promise).
    kickOutbox();
    for (const listener of reconnectListeners) listener();
  });
  ws.addEventListener('message', (event) => {
    let frame: ServerFrame;
    try {
      frame = serverFrameSchema.parse(JSON.parse(String(event.data)));
    } catch {
      return;
    }
    // The owner removed this member from the staff (docs/product/accounts.md#staff-and-roles).
    if (frame.type === 'error' && frame.detail === STAFF_TEXTS.removed) {
      void leaveDeskIfRemoved(frame.detail);
    }
    for (const listener of listeners) listener(frame);
  });
  ws.addEventListener('close', (event) => {
    if (event.code === WS_CLOSE.accountRemoved) void leaveDeskIfRemoved(STAFF_TEXTS.removed);
    if (socket === ws) socket = undefined;
    clearInterval(pingTimer);
    scheduleReconnect();
  });
}

/** Sends a frame now if the socket is open; false when it is not (nothing is queued here). */
export function sendFrame(frame: ClientFrame): boolean {
  if (socket?.readyState !== WebSocket.OPEN) return false;
  socket.send(JSON.stringify(frame));
  return true;
}

function wake() {
  if (!running || socket) return;
  attempt = 0;
  void connect();
}

function onVisible() {
  if (document.visibilityState === 'visible') wake();
}

let holders = 0;
/** Bumped by stopRealtime: a release handed out before it has nothing left to let go. */
let generation = 0;

/**
 * Opens the channel for the signed-in user; returns the release. Several parts of the app may
 * hold it (the layout, a screen): the socket closes when the last one lets go.
 */
export function startRealtime(): () => void {
  holders += 1;
  if (!running) {
    running = true;
    attempt = 0;
    window.addEventListener('online', wake);
    document.addEventListener('visibilitychange', onVisible);
    void connect();
  }
  const heldIn = generation;
  let released = false;
  return () => {
    if (released || heldIn !== generation) return;
    released = true;
    holders -= 1;
    if (holders === 0) stopRealtime();
  };
}

/** Closes the channel at once (sign-out), whoever holds it. */
export function stopRealtime(): void {
  generation += 1;
  holders = 0;
  running = false;
  clearTimeout(retryTimer);
  clearInterval(pingTimer);
  window.removeEventListener('online', wake);
  document.removeEventListener('visibilitychange', onVisible);
  const ws = socket;
  socket = undefined;
  ws?.close(1000, 'Signed out');
  setStatus('idle');
}
