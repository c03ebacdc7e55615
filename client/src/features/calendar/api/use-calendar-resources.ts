// The owner's halls or teams as the device keeps them, and whether the business works with
// halls (docs/product/business-desk.md#business-kinds: its type or name says hall, marquee, venue or banquet), so the calendar's
// forms offer the right picker with no signal.
import { isHallBusiness } from '@baraat/shared/domain/business-kind';
import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '@/lib/use-database';

export function useCalendarResources(ownerId: number) {
  const db = useDatabase();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const workers = (await db.calendarWorkers.where('owner_id').equals(ownerId).toArray())
      .filter((worker) => worker.is_active)
      .sort((a, b) => a.name.localeCompare(b.name));
    const business = (await db.myBusiness.get(ownerId))?.business;
    // With no copy of the business yet, its halls tell the kind.
    const isHall = business
      ? isHallBusiness(business.business_type.business_type_name, business.business_name)
      : workers.some((worker) => worker.worker_role === 'hall');
    return { workers, isHall, db };
  }, [db, ownerId]);
}
