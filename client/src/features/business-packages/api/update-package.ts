import type { PackageFormInput } from '@baraat/shared/schemas/business-packages';
import type { Package } from '@baraat/shared/schemas/vendor-profile';
import { api, call } from '@/lib/http';

/** PUT /business/{id}/packages/{pid}. */
export function updatePackage(
  businessId: number,
  packageId: number,
  input: PackageFormInput,
): Promise<Package> {
  return call(() =>
    api.put(`business/${businessId}/packages/${packageId}`, { json: input }).json<Package>(),
  );
}
