// The packages a walk-in may choose (docs/product/calendar.md#walk-ins): read from the server when
// there is signal. They are not part of the device's calendar copy, so with no signal the
// walk-in form offers none and says why; a walk-in needs no package.
import type { Package } from '@baraat/shared/schemas/vendor-profile';
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { api, call } from '@/lib/http';
import { useDatabase } from '@/lib/use-database';

/** GET /business/{id}/packages (docs/product/resources.md#calls). */
export function getWalkInPackages(businessId: number): Promise<Package[]> {
  return call(() => api.get(`business/${businessId}/packages`).json<Package[]>());
}

export function useWalkInPackages(ownerId: number) {
  const db = useDatabase();
  // The desk keeps the owner's business on the device; its id names the packages.
  const businessId = useLiveQuery(
    async () => (db ? ((await db.myBusiness.get(ownerId))?.business.business_id ?? null) : null),
    [db, ownerId],
  );
  return useQuery({
    queryKey: ['calendar', 'walkin-packages', businessId],
    queryFn: () => getWalkInPackages(businessId!),
    enabled: Boolean(businessId),
    retry: false,
  });
}
