import type { VendorProfile } from '@baraat/shared/schemas/vendor-profile';
import { takeEarlyJson } from '../../../lib/early-fetch';
import { api, call } from '../../../lib/http';
import { useQuery } from '../../../lib/use-query';
import { profileCopy } from '../offline-profiles';

/** GET /listings/profile/{slug}: the vendor with packages, reviews, slots, photos. */
export async function getVendorProfile(slug: string): Promise<VendorProfile> {
  const path = `listings/profile/${encodeURIComponent(slug)}`;
  // The page may have asked already, while its code was loading (app/screens.ts).
  const early = await takeEarlyJson<VendorProfile>(`/api/${path}`);
  return early ?? call(() => api.get(path).json<VendorProfile>());
}

export function useVendorProfile(slug: string) {
  return useQuery(`vendor-profile:${slug}`, () => getVendorProfile(slug), profileCopy(slug));
}
