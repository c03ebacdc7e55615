// POST /slots/bulk (docs/product/calendar.md#calls) with the modal's pattern. It needs the network: its answer
// (what was created, what was skipped and why) is what the owner reads next. The key is
// kept while the input stays the same, so a resend after a lost answer is stored once.
import type { BulkPattern, BulkSlotsResponse } from '@baraat/shared/schemas/slots';
import { api, call, LONG_TIMEOUT_MS } from '@/lib/http';

export function createBulkSlots(pattern: BulkPattern, key: string): Promise<BulkSlotsResponse> {
  return call(() =>
    api
      .post('slots/bulk', {
        json: pattern,
        headers: { 'Idempotency-Key': key },
        timeout: LONG_TIMEOUT_MS,
      })
      .json<BulkSlotsResponse>(),
  );
}
