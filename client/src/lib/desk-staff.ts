// The desk's staff (docs/product/accounts.md#staff-and-roles), one list for every desk screen:
// the Staff section, Switch user and the Activity filter read it.
import type { StaffMember } from '@baraat/shared/schemas/staff';
import { database } from './db';
import { api, call } from './http';
import { useOfflineQuery } from './offline-query';
import { keepStaff } from './outbox-desk';

/** GET /business/staff: the desk's staff, each with their PIN's salted hash. */
export function getStaff(): Promise<StaffMember[]> {
  return call(() => api.get('business/staff').json<StaffMember[]>());
}

export const staffKey = (businessId: number | null) => ['business-staff', businessId] as const;

/**
 * The staff of the desk's business, kept on the device so a shared tablet lists them and
 * checks a PIN with no signal (docs/product/offline.md#a-shared-tablet-offline).
 */
export function useDeskStaff(businessId: number | null) {
  return useOfflineQuery({
    queryKey: staffKey(businessId),
    load: getStaff,
    copy: {
      save: (members) =>
        businessId === null ? Promise.resolve() : keepStaff(businessId, members).catch(() => {}),
      read: async () =>
        businessId === null
          ? undefined
          : (await (await database()).deskStaff.get(businessId))?.members,
    },
    enabled: businessId !== null,
  });
}
