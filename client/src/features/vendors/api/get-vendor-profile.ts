import type { VendorProfile } from '@baraat/shared/schemas/vendor-profile';
import { takeEarlyJson } from '@/lib/early-fetch';
import { api, call } from '@/lib/http';
import { useOfflineQuery } from '@/lib/offline-query';
import { profileCopy } from '../offline-profiles';
import { vendorProfilePath, vendorProfileUrl } from '../profile-address';

export const vendorProfileKey = (slug: string) => ['vendor-profile', slug] as const;

/** GET /listings/profile/{slug}: the vendor with packages, reviews, slots, photos. */
export async function getVendorProfile(slug: string): Promise<VendorProfile> {
  // The page may have asked already, while its code was loading (app/screens.ts).
  const early = await takeEarlyJson<VendorProfile>(vendorProfileUrl(slug));
  return early ?? call(() => api.get(vendorProfilePath(slug)).json<VendorProfile>());
}

/** The profile; offline, the copy saved when the user last opened it. `shown`: the first paint's. */
export function useVendorProfile(slug: string, shown?: VendorProfile) {
  return useOfflineQuery({
    queryKey: vendorProfileKey(slug),
    load: () => getVendorProfile(slug),
    copy: profileCopy(slug),
    shown,
  });
}
