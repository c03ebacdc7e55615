// Rows made with no signal get a negative id until the server answers with the real one
// (lib/db.ts). Called inside the transaction that stores the row, so two quick writes never
// share an id; ids still named by a waiting entry are skipped too, so one that outlived its
// row (cleared storage) is never confused with a new row.
import type { Table } from 'dexie';
import type { BaraatDb } from '@/lib/db';

/** A negative id unused in `table` and by the outbox: one below the lowest of them. */
export async function nextTempId(db: BaraatDb, table: Table<unknown, number>): Promise<number> {
  // A table's own order is by primary key, so its first key is its lowest.
  const [lowestKey = 0] = await table.toCollection().limit(1).primaryKeys();
  const refs = (await db.outbox.toArray()).flatMap((entry) => [
    entry.ref ?? 0,
    ...tempIdsOf(entry.undo),
  ]);
  return Math.min(0, lowestKey, ...refs) - 1;
}

/** The temp ids an entry remembers in its undo record (slot_id, booking_id; a walk-in
 * wedding's, one pair per event in a list). */
function tempIdsOf(undo: unknown): number[] {
  if (typeof undo === 'number') return [undo];
  if (!undo || typeof undo !== 'object') return [];
  return Object.values(undo).flatMap(tempIdsOf);
}
