import type { Resource, ResourceFormInput } from '@baraat/shared/schemas/workers';
import { api, call } from '@/lib/http';

/** PUT /business/halls/{id} or /business/workers/{id} (docs/product/resources.md#calls). */
export function updateResource(
  isHall: boolean,
  id: number,
  input: ResourceFormInput,
): Promise<Resource> {
  const path = `business/${isHall ? 'halls' : 'workers'}/${id}`;
  return call(() => api.put(path, { json: input }).json<Resource>());
}
