import type { Db } from '../../db/connection';
import type { UserRow } from './users-repo';

export interface RefreshTokenRow {
  id: number;
  session_id: string;
  expires_at: string;
  rotated_at: string | null;
  session_revoked_at: string | null;
  user_id: number;
}

export type SessionUserRow = UserRow & { session_revoked_at: string | null };

export function createSessionsRepo(db: Db) {
  const insertSession = db.prepare<{ id: string; user_id: number; now: string }>(
    `INSERT INTO auth_sessions (id, user_id, created_at, last_used_at)
     VALUES (@id, @user_id, @now, @now)`,
  );
  const touchSession = db.prepare<{ id: string; now: string }>(
    'UPDATE auth_sessions SET last_used_at = @now WHERE id = @id',
  );
  const revokeSession = db.prepare<{ id: string; now: string; reason: string }>(
    `UPDATE auth_sessions SET revoked_at = @now, revoked_reason = @reason
     WHERE id = @id AND revoked_at IS NULL`,
  );
  const revokeUserSessions = db.prepare<{
    user_id: number;
    keep: string;
    now: string;
    reason: string;
  }>(
    `UPDATE auth_sessions SET revoked_at = @now, revoked_reason = @reason
     WHERE user_id = @user_id AND id <> @keep AND revoked_at IS NULL`,
  );
  const sessionUser = db.prepare<[string], SessionUserRow>(
    `SELECT u.*, s.revoked_at AS session_revoked_at
     FROM auth_sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ?`,
  );
  const insertRefresh = db.prepare<{
    session_id: string;
    token_hash: string;
    now: string;
    expires_at: string;
  }>(
    `INSERT INTO refresh_tokens (session_id, token_hash, created_at, expires_at)
     VALUES (@session_id, @token_hash, @now, @expires_at)`,
  );
  const refreshByHash = db.prepare<[string], RefreshTokenRow>(
    `SELECT r.id, r.session_id, r.expires_at, r.rotated_at, s.revoked_at AS session_revoked_at,
       s.user_id
     FROM refresh_tokens r JOIN auth_sessions s ON s.id = r.session_id
     WHERE r.token_hash = ?`,
  );
  const rotateRefresh = db.prepare<{ id: number; now: string }>(
    'UPDATE refresh_tokens SET rotated_at = @now WHERE id = @id AND rotated_at IS NULL',
  );
  const pruneRefresh = db.prepare<[string]>('DELETE FROM refresh_tokens WHERE expires_at < ?');
  const pruneSessions = db.prepare<{ cutoff: string }>(
    `DELETE FROM auth_sessions WHERE last_used_at < @cutoff
       OR (revoked_at IS NOT NULL AND revoked_at < @cutoff)`,
  );

  return {
    createSession: (id: string, userId: number, now: string) =>
      insertSession.run({ id, user_id: userId, now }),
    touchSession: (id: string, now: string) => touchSession.run({ id, now }),
    revokeSession: (id: string, now: string, reason: string) =>
      revokeSession.run({ id, now, reason }).changes > 0,
    revokeOtherSessions: (userId: number, keepSessionId: string, now: string, reason: string) =>
      revokeUserSessions.run({ user_id: userId, keep: keepSessionId, now, reason }).changes,
    findSessionUser: (sessionId: string) => sessionUser.get(sessionId),
    insertRefreshToken: (sessionId: string, tokenHash: string, now: string, expiresAt: string) =>
      insertRefresh.run({
        session_id: sessionId,
        token_hash: tokenHash,
        now,
        expires_at: expiresAt,
      }),
    findRefreshToken: (tokenHash: string) => refreshByHash.get(tokenHash),
    markRotated: (id: number, now: string) => rotateRefresh.run({ id, now }).changes > 0,
    /** Deletes expired refresh tokens and sessions unused or revoked before the cut-off. */
    prune: (now: string, sessionCutoff: string) => {
      pruneRefresh.run(now);
      pruneSessions.run({ cutoff: sessionCutoff });
    },
  };
}

export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
