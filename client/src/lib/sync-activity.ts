// What the outbox drainer (outbox-runner.ts) is doing, for the parts of the app that load
// before it: the update toast and the layout that starts the drainer. Whether its requests
// get answers goes to connection.ts. Kept apart from the drainer so that reading it costs the
// first download next to nothing.
import { create } from 'zustand';

export interface SyncActivity {
  /** A drain is under way in this tab: changes may be on their way to the server. */
  draining: boolean;
  /** A screen queued a change while no drainer ran (a customer's first offline write). */
  drainerWanted: boolean;
}

export const useSyncActivity = create<SyncActivity>(() => ({
  draining: false,
  drainerWanted: false,
}));
