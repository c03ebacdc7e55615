import type { Db } from '../../db/connection';

export interface StoredResponse {
  request_hash: string;
  status: number;
  response: string;
}

export interface NewStoredResponse {
  user_id: number;
  idempotency_key: string;
  method: string;
  path: string;
  request_hash: string;
  status: number;
  response: string;
  now: string;
}

export function createIdempotencyRepo(db: Db) {
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
    insert: (row: NewStoredResponse) => insert.run(row),
    pruneBefore: (cutoff: string) => prune.run(cutoff).changes,
  };
}
