// What the outbox drainer (outbox-runner.ts) has learnt, for the parts of the app that load
// before it: the offline banner, the update toast and the layout that starts the drainer.
// Kept apart from the drainer so that reading it costs the first download next to nothing.
import { create } from 'zustand';

export interface SyncActivity {
  /** The drainer's last request got no answer: offline, whatever navigator.onLine says. */
  unreachable: boolean;
  /** A drain is under way in this tab: changes may be on their way to the server. */
  draining: boolean;
  /** A screen queued a change while no drainer ran (a customer's first offline write). */
  drainerWanted: boolean;
}

export const useSyncActivity = create<SyncActivity>(() => ({
  unreachable: false,
  draining: false,
  drainerWanted: false,
}));
