// The app-wide half of the offline desk, loaded once the page has settled for a signed-in
// user (use-outbox-drainer.ts) or when a logout needs to count what is unsent. Dexie comes
// with it, never with the first download.
import { pullCalendar } from '@/features/calendar/api/pull-calendar';
import { database } from '@/lib/db';
import { registerOutboxKinds } from '@/lib/outbox-kinds';
import { startOutboxRunner } from '@/lib/outbox-runner';
import { OUTBOX_KINDS } from './outbox-kinds';

/** How many of this user's changes have not reached the server (refused ones included). */
export async function countUnsynced(userId: number): Promise<number> {
  const db = await database();
  return db.outbox
    .where('[owner_id+created_at]')
    .between([userId, -Infinity], [userId, Infinity])
    .count();
}

/**
 * Starts the drainer for an owner (the desk queues changes any time) and brings the owner's
 * calendar copy up to date; for another user, only when the device holds unsent changes or
 * a screen just queued one. Returns the stop, or undefined when nothing was started.
 */
export async function startDrainer(
  userId: number,
  owner: boolean,
  wanted: boolean,
): Promise<(() => void) | undefined> {
  // Every kind the drainer may meet, told before it runs.
  registerOutboxKinds(OUTBOX_KINDS);
  if (owner) {
    // The desk's calendar stays current from any page, ready for when the signal goes.
    void pullCalendar(userId).catch(() => undefined);
  } else if (!wanted && (await countUnsynced(userId)) === 0) return undefined;
  return startOutboxRunner(userId);
}
