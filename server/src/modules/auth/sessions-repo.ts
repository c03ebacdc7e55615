// Sessions and their refresh tokens as steps, the same SQL on both engines
// (docs/architecture.md#10-two-engines).
import { get, run } from '../../db/engine';
import { USER_WITH_SEAT, type UserRow } from './users-repo';

export interface RefreshTokenRow {
  id: number;
  session_id: string;
  expires_at: string;
  rotated_at: string | null;
  session_revoked_at: string | null;
  user_id: number;
}

export type SessionUserRow = UserRow & { session_revoked_at: string | null };

export const sessionsRepo = {
  *createSession(id: string, userId: number, now: string) {
    return yield* run(
      `INSERT INTO auth_sessions (id, user_id, created_at, last_used_at)
       VALUES (@id, @user_id, @now, @now)`,
      { id, user_id: userId, now },
    );
  },
  *touchSession(id: string, now: string) {
    return yield* run('UPDATE auth_sessions SET last_used_at = @now WHERE id = @id', { id, now });
  },
  /** False when the session was already revoked (or is not there). */
  *revokeSession(id: string, now: string, reason: string) {
    const changed = yield* run(
      `UPDATE auth_sessions SET revoked_at = @now, revoked_reason = @reason
       WHERE id = @id AND revoked_at IS NULL`,
      { id, now, reason },
    );
    return changed > 0;
  },
  *revokeOtherSessions(userId: number, keepSessionId: string, now: string, reason: string) {
    return yield* run(
      `UPDATE auth_sessions SET revoked_at = @now, revoked_reason = @reason
       WHERE user_id = @user_id AND id <> @keep AND revoked_at IS NULL`,
      { user_id: userId, keep: keepSessionId, now, reason },
    );
  },
  *findSessionUser(sessionId: string) {
    return yield* get<SessionUserRow>(
      `SELECT u.*, s.revoked_at AS session_revoked_at
       FROM auth_sessions s JOIN (${USER_WITH_SEAT}) u ON u.id = s.user_id
       WHERE s.id = @sessionId`,
      { sessionId },
    );
  },
  *insertRefreshToken(sessionId: string, tokenHash: string, now: string, expiresAt: string) {
    return yield* run(
      `INSERT INTO refresh_tokens (session_id, token_hash, created_at, expires_at)
       VALUES (@session_id, @token_hash, @now, @expires_at)`,
      { session_id: sessionId, token_hash: tokenHash, now, expires_at: expiresAt },
    );
  },
  *findRefreshToken(tokenHash: string) {
    return yield* get<RefreshTokenRow>(
      `SELECT r.id, r.session_id, r.expires_at, r.rotated_at, s.revoked_at AS session_revoked_at,
         s.user_id
       FROM refresh_tokens r JOIN auth_sessions s ON s.id = r.session_id
       WHERE r.token_hash = @tokenHash`,
      { tokenHash },
    );
  },
  /** False when the token had already been rotated: only one rotation of a token counts. */
  *markRotated(id: number, now: string) {
    const changed = yield* run(
      'UPDATE refresh_tokens SET rotated_at = @now WHERE id = @id AND rotated_at IS NULL',
      { id, now },
    );
    return changed > 0;
  },
  /** Deletes expired refresh tokens and sessions unused or revoked before the cut-off. */
  *prune(now: string, sessionCutoff: string) {
    yield* run('DELETE FROM refresh_tokens WHERE expires_at < @now', { now });
    yield* run(
      `DELETE FROM auth_sessions WHERE last_used_at < @cutoff
         OR (revoked_at IS NOT NULL AND revoked_at < @cutoff)`,
      { cutoff: sessionCutoff },
    );
  },
};
