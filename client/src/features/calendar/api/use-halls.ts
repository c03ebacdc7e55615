// The halls and teams the forms offer, from the device's copy (they open with no signal).
import type { CalendarWorker } from '@baraat/shared/schemas/sync';
import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '@/lib/use-database';

/** The owner's active halls and teams by name; undefined while the copy is read. */
export function useHalls(ownerId: number): CalendarWorker[] | undefined {
  const db = useDatabase();
  return useLiveQuery(
    async () =>
      db
        ? (await db.calendarWorkers.where('owner_id').equals(ownerId).toArray())
            .filter((worker) => worker.is_active)
            .sort((a, b) => a.name.localeCompare(b.name))
        : undefined,
    [db, ownerId],
  );
}
