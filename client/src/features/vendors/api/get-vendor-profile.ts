import type { VendorProfile } from '@baraat/shared/schemas/vendor-profile';
import { api, call } from '@/lib/http';
import { useQuery } from '@/lib/use-query';
import { profileCopy } from '../offline-profiles';

/** GET /listings/profile/{slug}: the vendor with packages, reviews, slots, photos. */
export function getVendorProfile(slug: string): Promise<VendorProfile> {
  return call(() => api.get(`listings/profile/${encodeURIComponent(slug)}`).json<VendorProfile>());
}

export function useVendorProfile(slug: string) {
  return useQuery(`vendor-profile:${slug}`, () => getVendorProfile(slug), profileCopy(slug));
}
