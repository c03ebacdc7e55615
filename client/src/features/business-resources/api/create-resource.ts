import type { Resource, ResourceFormInput } from '@baraat/shared/schemas/workers';
import { api, call } from '@/lib/http';
import { useWrite } from '@/lib/mutations';
import { resourcesKey } from './get-resources';

/** POST /business/halls for a venue, /business/workers for the others (docs/product/resources.md#calls). */
export function createResource(isHall: boolean, input: ResourceFormInput): Promise<Resource> {
  const path = isHall ? 'business/halls' : 'business/workers';
  return call(() => api.post(path, { json: input }).json<Resource>());
}

export const useCreateResource = (businessId: number, isHall: boolean) =>
  useWrite((input: ResourceFormInput) => createResource(isHall, input), [resourcesKey(businessId)]);
