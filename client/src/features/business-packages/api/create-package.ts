import type { PackageFormInput } from '@baraat/shared/schemas/business-packages';
import type { Package } from '@baraat/shared/schemas/vendor-profile';
import { api, call } from '@/lib/http';
import { useWrite } from '@/lib/mutations';
import { packagesKey } from './get-packages';

/** POST /business/{id}/packages. */
export function createPackage(businessId: number, input: PackageFormInput): Promise<Package> {
  return call(() => api.post(`business/${businessId}/packages`, { json: input }).json<Package>());
}

export const useCreatePackage = (businessId: number) =>
  useWrite(
    (input: PackageFormInput) => createPackage(businessId, input),
    [packagesKey(businessId)],
  );
