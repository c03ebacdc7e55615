import type { MyBusiness } from '@baraat/shared/schemas/businesses';
import { database, keepCopy } from '@/lib/db';
import { api, call } from '@/lib/http';
import { type OfflineCopy, useOfflineQuery } from '@/lib/offline-query';

export function getMyBusiness(): Promise<MyBusiness> {
  return call(() => api.get('business/my-business').json<MyBusiness>());
}

export const myBusinessKey = (ownerId: number | null) => ['my-business', ownerId] as const;

/** The owner's business kept on the device, so the desk (its calendar) opens offline. */
function myBusinessCopy(ownerId: number): OfflineCopy<MyBusiness> {
  return {
    save: (business) =>
      keepCopy((db) => db.myBusiness.put({ user_id: ownerId, business, saved_at: Date.now() })),
    read: async () => (await (await database()).myBusiness.get(ownerId))?.business,
  };
}

/** The signed-in owner's business (offline: the copy saved last); nothing for other users. */
export function useMyBusiness(ownerId: number | null) {
  return useOfflineQuery({
    queryKey: myBusinessKey(ownerId),
    load: getMyBusiness,
    copy: myBusinessCopy(ownerId ?? 0),
    enabled: ownerId !== null,
  });
}
