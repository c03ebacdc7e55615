import type { Resource, ResourceFormInput } from '@baraat/shared/schemas/workers';
import { api, call } from '@/lib/http';

/** POST /business/halls for a venue, /business/workers for the others (docs/product/resources.md#calls). */
export function createResource(isHall: boolean, input: ResourceFormInput): Promise<Resource> {
  const path = isHall ? 'business/halls' : 'business/workers';
  return call(() => api.post(path, { json: input }).json<Resource>());
}
