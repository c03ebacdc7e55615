import type { VendorProfile } from '@baraat/shared/schemas/vendor-profile';
import { api, call } from '@/lib/http';
import { useOfflineQuery } from '@/lib/offline-query';
import { profileCopy } from '../offline-profiles';

export const vendorProfileKey = (slug: string) => ['vendor-profile', slug] as const;

/** GET /listings/profile/{slug}: the vendor with packages, reviews, slots, photos. */
export function getVendorProfile(slug: string): Promise<VendorProfile> {
  return call(() => api.get(`listings/profile/${encodeURIComponent(slug)}`).json<VendorProfile>());
}

/** The profile; offline, the copy saved when the user last opened it. */
export function useVendorProfile(slug: string) {
  return useOfflineQuery({
    queryKey: vendorProfileKey(slug),
    load: () => getVendorProfile(slug),
    copy: profileCopy(slug),
  });
}
