// The idempotency keys table: the store http/idempotency.ts is handed at start. This module
// has no routes or service of its own; the middleware is its only caller.
import type { Db } from '../../db/connection';
import type { IdempotencyStore, NewStoredResponse, StoredResponse } from '../../http/idempotency';

export function createIdempotencyRepo(db: Db): IdempotencyStore {
  const find = db.prepare<[number, string], StoredResponse>(
    `SELECT request_hash, status, response FROM idempotency_keys
     WHERE user_id = ? AND idempotency_key = ?`,
  );
  const insert = db.prepare<NewStoredResponse>(
    `INSERT INTO idempotency_keys
       (user_id, idempotency_key, method, path, request_hash, status, response, created_at)
     VALUES (@user_id, @idempotency_key, @method, @path, @request_hash, @status, @response, @now)`,
  );
  const prune = db.prepare<[string]>('DELETE FROM idempotency_keys WHERE created_at < ?');
  return {
    find: (userId: number, key: string) => find.get(userId, key),
    insert: (row: NewStoredResponse) => {
      insert.run(row);
    },
    pruneBefore: (cutoff: string) => prune.run(cutoff).changes,
  };
}
