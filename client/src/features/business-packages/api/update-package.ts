import type { PackageFormInput } from '@baraat/shared/schemas/business-packages';
import type { Package } from '@baraat/shared/schemas/vendor-profile';
import { api, call } from '@/lib/http';
import { useWrite } from '@/lib/mutations';
import { packagesKey } from './get-packages';

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

export const useUpdatePackage = (businessId: number) =>
  useWrite(
    ({ id, input }: { id: number; input: PackageFormInput }) =>
      updatePackage(businessId, id, input),
    [packagesKey(businessId)],
  );
