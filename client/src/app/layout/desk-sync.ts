// The app-wide half of the offline desk, loaded once the page has settled for a signed-in
// user (use-outbox-drainer.ts) or when a logout needs to count what is unsent. Dexie comes
// with it, never with the first download.
// Every outbox kind the drainer may meet, registered before it runs: an entry left from before
// a reload is settled even if its screen is never opened.
import '@/features/calendar/api/accept-booking';
import '@/features/calendar/api/block-slot';
import '@/features/calendar/api/decline-booking';
import '@/features/calendar/api/delete-slot';
import '@/features/calendar/api/write-kinds';
import '@/features/messaging/api/send-message';
import { pullCalendar } from '@/features/calendar/api/pull-calendar';
import { database } from '@/lib/db';
import { startOutboxRunner } from '@/lib/outbox-runner';

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
  if (owner) {
    // The desk's calendar stays current from any page, ready for when the signal goes.
    void pullCalendar(userId).catch(() => undefined);
  } else if (!wanted && (await countUnsynced(userId)) === 0) return undefined;
  return startOutboxRunner(userId);
}
