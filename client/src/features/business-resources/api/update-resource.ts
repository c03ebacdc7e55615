import type { Resource, ResourceFormInput } from '@baraat/shared/schemas/workers';
import { api, call } from '@/lib/http';
import { useWrite } from '@/lib/mutations';
import { resourcesKey } from './get-resources';

/** PUT /business/halls/{id} or /business/workers/{id} (docs/product/resources.md#calls). */
export function updateResource(
  isHall: boolean,
  id: number,
  input: ResourceFormInput,
): Promise<Resource> {
  const path = `business/${isHall ? 'halls' : 'workers'}/${id}`;
  return call(() => api.put(path, { json: input }).json<Resource>());
}

export const useUpdateResource = (businessId: number, isHall: boolean) =>
  useWrite(
    ({ id, input }: { id: number; input: ResourceFormInput }) => updateResource(isHall, id, input),
    [resourcesKey(businessId)],
  );
