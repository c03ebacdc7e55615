import type { Db } from '../../db/connection';

export interface PasswordResetRow {
  id: number;
  user_id: number;
  expires_at: string;
  used_at: string | null;
}

export function createResetsRepo(db: Db) {
  const insert = db.prepare<{
    user_id: number;
    token_hash: string;
    now: string;
    expires_at: string;
  }>(
    `INSERT INTO password_resets (user_id, token_hash, created_at, expires_at)
     VALUES (@user_id, @token_hash, @now, @expires_at)`,
  );
  const byHash = db.prepare<[string], PasswordResetRow>(
    'SELECT id, user_id, expires_at, used_at FROM password_resets WHERE token_hash = ?',
  );
  const markUsed = db.prepare<{ id: number; now: string }>(
    'UPDATE password_resets SET used_at = @now WHERE id = @id AND used_at IS NULL',
  );
  const invalidateOthers = db.prepare<{ user_id: number; now: string }>(
    'UPDATE password_resets SET used_at = @now WHERE user_id = @user_id AND used_at IS NULL',
  );
  const prune = db.prepare<[string]>('DELETE FROM password_resets WHERE expires_at < ?');
  return {
    insert: (userId: number, tokenHash: string, now: string, expiresAt: string) =>
      insert.run({ user_id: userId, token_hash: tokenHash, now, expires_at: expiresAt }),
    findByHash: (tokenHash: string) => byHash.get(tokenHash),
    markUsed: (id: number, now: string) => markUsed.run({ id, now }).changes > 0,
    /** Spends every open reset link of the user, once one has been used. */
    invalidateAll: (userId: number, now: string) => invalidateOthers.run({ user_id: userId, now }),
    pruneBefore: (cutoff: string) => prune.run(cutoff),
  };
}
