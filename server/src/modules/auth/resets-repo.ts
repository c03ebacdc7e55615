// Password reset links, stored as hashes, as steps: the same SQL on both engines
// (docs/architecture.md#10-two-engines).
import { get, run } from '../../db/engine';

export interface PasswordResetRow {
  id: number;
  user_id: number;
  expires_at: string;
  used_at: string | null;
}

export const resetsRepo = {
  *insert(userId: number, tokenHash: string, now: string, expiresAt: string) {
    return yield* run(
      `INSERT INTO password_resets (user_id, token_hash, created_at, expires_at)
       VALUES (@user_id, @token_hash, @now, @expires_at)`,
      { user_id: userId, token_hash: tokenHash, now, expires_at: expiresAt },
    );
  },
  *findByHash(tokenHash: string) {
    return yield* get<PasswordResetRow>(
      `SELECT id, user_id, expires_at, used_at FROM password_resets
       WHERE token_hash = @tokenHash`,
      { tokenHash },
    );
  },
  /** False when the link had been used already: only one use of a link counts. */
  *markUsed(id: number, now: string) {
    const changed = yield* run(
      'UPDATE password_resets SET used_at = @now WHERE id = @id AND used_at IS NULL',
      { id, now },
    );
    return changed > 0;
  },
  /** Spends every open reset link of the user, once one has been used. */
  *invalidateAll(userId: number, now: string) {
    return yield* run(
      'UPDATE password_resets SET used_at = @now WHERE user_id = @user_id AND used_at IS NULL',
      { user_id: userId, now },
    );
  },
  *pruneBefore(cutoff: string) {
    return yield* run('DELETE FROM password_resets WHERE expires_at < @cutoff', { cutoff });
  },
};
