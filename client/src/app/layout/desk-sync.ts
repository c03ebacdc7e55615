// The app-wide half of the offline desk, loaded once the page has settled for a signed-in
// user (use-outbox-drainer.ts) or when a logout needs to count what is unsent. Dexie comes
// with it, never with the first download.
import { database } from '@/lib/db';
import { startOutboxRunner } from '@/lib/outbox-runner';
import { requestPersistence } from '@/lib/storage-quota';

/** How many of this user's changes have not reached the server (refused ones included). */
export async function countUnsynced(userId: number): Promise<number> {
  const db = await database();
  return db.outbox
    .where('[owner_id+created_at]')
    .between([userId, -Infinity], [userId, Infinity])
    .count();
}

/**
 * Starts the drainer for an owner (the desk queues changes any time), or for another user
 * whose device holds unsent changes or who just queued one; otherwise nothing runs.
 */
export async function startDrainer(
  userId: number,
  owner: boolean,
  wanted: boolean,
): Promise<(() => void) | undefined> {
  if (owner) void requestPersistence();
  else if (!wanted && (await countUnsynced(userId)) === 0) return undefined;
  return startOutboxRunner(userId);
}
