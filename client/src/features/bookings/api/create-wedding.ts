import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import type { CreateWeddingInput } from '@baraat/shared/schemas/weddings';
import { api, call } from '@/lib/http';

/** POST /weddings (docs/product/weddings.md#a-wedding-groups-events): the events booked
 * together, all or nothing. The same key is sent again while the input is unchanged, so a
 * retry after a lost answer books once. */
export function createWedding(input: CreateWeddingInput, key: string) {
  return call(() =>
    api.post('weddings', { json: input, headers: { 'Idempotency-Key': key } }).json<Wedding>(),
  );
}
