// The idempotency keys table: the store http/idempotency.ts is handed at start, as steps of
// either engine (docs/architecture.md#10-two-engines). This module has no routes or service of
// its own; the middleware is its only caller.
import { get, run } from '../../db/engine';
import type { IdempotencyStore, NewStoredResponse, StoredResponse } from '../../http/idempotency';

export const idempotencyRepo: IdempotencyStore = {
  *find(userId: number, key: string) {
    return yield* get<StoredResponse>(
      `SELECT request_hash, status, response FROM idempotency_keys
       WHERE user_id = @userId AND idempotency_key = @key`,
      { userId, key },
    );
  },
  *insert(row: NewStoredResponse) {
    return yield* run(
      `INSERT INTO idempotency_keys
         (user_id, idempotency_key, method, path, request_hash, status, response, created_at)
       VALUES (@user_id, @idempotency_key, @method, @path, @request_hash, @status, @response, @now)`,
      row,
    );
  },
  *pruneBefore(cutoff: string) {
    return yield* run('DELETE FROM idempotency_keys WHERE created_at < @cutoff', { cutoff });
  },
};
