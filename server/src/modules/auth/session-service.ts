// Sessions: one per sign-in, carrying a rotating refresh token (docs/product/accounts.md#sessions-and-tokens). Rotation keeps
// the old token's row; presenting it again revokes the whole session, since only a thief or a
// replaying copy would still hold it.
import { randomUUID } from 'node:crypto';
import { AUTH_ERRORS } from '@baraat/shared/constants/messages';
import type { AuthResponse } from '@baraat/shared/schemas/auth';
import { inTransaction, nowIso } from '../../db/connection';
import type { AppDeps, AuthUser } from '../../http/context';
import { unauthorized } from '../../http/errors';
import { createSessionsRepo } from './sessions-repo';
import { hashToken, newOpaqueToken, signAccessToken, verifyAccessToken } from './tokens';
import { presentUser } from './user-presenter';
import type { UserRow } from './users-repo';

export interface StartedSession {
  sessionId: string;
  refreshToken: string;
}

type RefreshOutcome =
  | { ok: true; user: UserRow; session: StartedSession }
  | { ok: false; reuse?: { sessionId: string; userId: number } };

export function createSessionService({ db, config, logger }: AppDeps) {
  const sessions = createSessionsRepo(db);

  function refreshExpiry(now: Date): string {
    return new Date(now.getTime() + config.refreshTokenTtlSeconds * 1000).toISOString();
  }

  /** Opens a session for the user; call inside the transaction that signs them in. */
  function start(userId: number, now = new Date()): StartedSession {
    const sessionId = randomUUID();
    const refreshToken = newOpaqueToken();
    sessions.createSession(sessionId, userId, nowIso(now));
    sessions.insertRefreshToken(
      sessionId,
      hashToken(refreshToken),
      nowIso(now),
      refreshExpiry(now),
    );
    return { sessionId, refreshToken };
  }

  async function respond(user: UserRow, session: StartedSession): Promise<AuthResponse> {
    const accessToken = await signAccessToken(
      config.jwtSecret,
      { userId: user.id, sessionId: session.sessionId },
      config.accessTokenTtlSeconds,
    );
    return {
      access_token: accessToken,
      refresh_token: session.refreshToken,
      token_type: 'bearer',
      expires_in: config.accessTokenTtlSeconds,
      user: presentUser(user),
    };
  }

  async function refresh(refreshToken: string): Promise<AuthResponse> {
    const now = new Date();
    const outcome = inTransaction(db, (): RefreshOutcome => {
      const row = sessions.findRefreshToken(hashToken(refreshToken));
      if (!row || row.session_revoked_at) return { ok: false };
      if (row.rotated_at) {
        sessions.revokeSession(row.session_id, nowIso(now), 'refresh token reused');
        return { ok: false, reuse: { sessionId: row.session_id, userId: row.user_id } };
      }
      if (row.expires_at <= nowIso(now)) return { ok: false };
      const user = sessions.findSessionUser(row.session_id);
      if (!user) return { ok: false };
      sessions.markRotated(row.id, nowIso(now));
      const next = newOpaqueToken();
      sessions.insertRefreshToken(row.session_id, hashToken(next), nowIso(now), refreshExpiry(now));
      sessions.touchSession(row.session_id, nowIso(now));
      return { ok: true, user, session: { sessionId: row.session_id, refreshToken: next } };
    });
    if (!outcome.ok) {
      if (outcome.reuse) {
        logger.warn(
          { user_id: outcome.reuse.userId, session_id: outcome.reuse.sessionId },
          'rotated refresh token presented again: session revoked',
        );
      }
      throw unauthorized(AUTH_ERRORS.invalidRefreshToken);
    }
    return respond(outcome.user, outcome.session);
  }

  /** Ends the session named by the access token and the one holding the refresh token. */
  function end(sessionId: string | undefined, refreshToken: string | undefined): void {
    const now = nowIso();
    inTransaction(db, () => {
      if (sessionId) sessions.revokeSession(sessionId, now, 'logout');
      const row = refreshToken ? sessions.findRefreshToken(hashToken(refreshToken)) : undefined;
      if (row) sessions.revokeSession(row.session_id, now, 'logout');
    });
  }

  async function authenticate(accessToken: string): Promise<AuthUser | null> {
    const claims = await verifyAccessToken(config.jwtSecret, accessToken);
    if (!claims) return null;
    const row = sessions.findSessionUser(claims.sessionId);
    if (!row || row.session_revoked_at || row.id !== claims.userId) return null;
    return {
      id: row.id,
      username: row.username,
      email: row.email,
      isBusinessOwner: row.is_business_owner === 1,
      sessionId: claims.sessionId,
    };
  }

  return {
    start,
    respond,
    refresh,
    end,
    authenticate,
    revokeOthers: (userId: number, keepSessionId: string, reason: string) =>
      sessions.revokeOtherSessions(userId, keepSessionId, nowIso(), reason),
    prune: (now: Date) =>
      sessions.prune(
        nowIso(now),
        new Date(now.getTime() - config.refreshTokenTtlSeconds * 1000).toISOString(),
      ),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
