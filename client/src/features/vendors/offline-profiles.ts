import type { VendorProfile } from '@baraat/shared/schemas/vendor-profile';
import { database, keepCopy } from '@/lib/db';
import type { OfflineCopy } from '@/lib/offline-query';

/** Profiles the user opened, kept for offline use (docs/product/offline.md#the-promise). */
export function profileCopy(slug: string): OfflineCopy<VendorProfile> {
  return {
    save: (profile) =>
      keepCopy((db) =>
        db.vendorProfiles.put({
          slug,
          business_id: profile.business_id,
          profile,
          saved_at: Date.now(),
        }),
      ),
    read: async () => (await (await database()).vendorProfiles.get(slug))?.profile,
  };
}
