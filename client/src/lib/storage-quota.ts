// A device whose storage fills up (docs/product/offline.md#the-promise): a write refused for lack of quota frees
// the caches and is tried once more. The outbox is never pruned: it holds the only copy of
// changes the server has not got (outbox-storage.ts asks the browser to keep it).
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { slotDateInRange } from '@baraat/shared/domain/slot-times';
import type { Table } from 'dexie';
import type { BaraatDb } from './db';

/** A write refused for lack of space; Dexie wraps the browser's error in `inner`. */
export function isQuotaError(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth += 1) {
    if ((current as { name?: unknown }).name === 'QuotaExceededError') return true;
    current = (current as { inner?: unknown }).inner;
  }
  return false;
}

async function pruneOlderHalf<T, K>(table: Table<T, K>): Promise<number> {
  const count = await table.count();
  const oldest = await table
    .orderBy('saved_at')
    .limit(Math.ceil(count / 2))
    .primaryKeys();
  await table.bulkDelete(oldest);
  return oldest.length;
}

/**
 * Frees space held by copies of server data: the older half of the vendor cards, profiles,
 * customer bookings and weddings seen (by saved_at), and calendar rows outside today..3 months ahead
 * that no outbox entry is changing. Everything pruned can be fetched again.
 */
export async function pruneCaches(db: BaraatDb, today = todayInPakistan()): Promise<number> {
  const freed =
    (await pruneOlderHalf(db.vendorCards)) +
    (await pruneOlderHalf(db.vendorProfiles)) +
    (await pruneOlderHalf(db.myBookings)) +
    (await pruneOlderHalf(db.weddings));
  const stale = await db.calendarSlots
    .filter((slot) => !slot.pending && slot.slot_id > 0 && !slotDateInRange(slot.date, today))
    .primaryKeys();
  const staleSet = new Set(stale);
  const staleBookings = await db.calendarBookings
    .filter((booking) => !booking.pending && staleSet.has(booking.slot_id))
    .primaryKeys();
  await db.calendarBookings.bulkDelete(staleBookings);
  await db.calendarSlots.bulkDelete(stale);
  return freed + stale.length + staleBookings.length;
}

/** Runs `write`; when the storage is full, prunes the caches and runs it once more. */
export async function withQuotaRetry<T>(db: BaraatDb, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    await pruneCaches(db);
    return write();
  }
}
