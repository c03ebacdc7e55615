// Sessions: one per sign-in, carrying a rotating refresh token (docs/product/accounts.md#sessions-and-tokens). Rotation keeps
// the old token's row; presenting it again revokes the whole session, since only a thief or a
// replaying copy would still hold it. On either engine (docs/architecture.md#10-two-engines):
// tokens, ids and the clock are drawn before each transaction, whose body decides only from
// what its steps read, so PostgreSQL may run it again.
import { randomUUID } from 'node:crypto';
import { AUTH_ERRORS } from '@baraat/shared/constants/messages';
import type { AuthResponse } from '@baraat/shared/schemas/auth';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import { nowIso } from '../../db/connection';
import type { Database, Step } from '../../db/engine';
import type { AuthUser } from '../../http/context';
import { unauthorized } from '../../http/errors';
import type { LimitStore } from '../../http/rate-limit';
import type { Translator } from '../../i18n/translator';
import { sessionsRepo as sessions } from './sessions-repo';
import { hashToken, newOpaqueToken, signAccessToken, verifyAccessToken } from './tokens';
import { isRemovedStaff, presentUser, seatOf } from './user-presenter';
import type { UserRow } from './users-repo';

/** What the auth services need besides the database. */
export interface AuthDeps {
  database: Database;
  config: Config;
  logger: Logger;
  /** Where the sign-in, sign-up and reset limits count; this process's memory when left out. */
  limitStore?: LimitStore;
  /** The texts' translator, for mail in its recipient's language; English when left out. */
  translate?: Translator;
}

export interface StartedSession {
  sessionId: string;
  refreshToken: string;
}

type RefreshOutcome =
  | { ok: true; user: UserRow; session: StartedSession }
  | { ok: false; reuse?: { sessionId: string; userId: number } };

/** A sign-in's moment and its new session's id and token, drawn before its transaction. */
export interface SessionStart {
  now: Date;
  session: StartedSession;
}

export const newSessionStart = (now = new Date()): SessionStart => ({
  now,
  session: { sessionId: randomUUID(), refreshToken: newOpaqueToken() },
});

/** What a removed staff member's token stands for: refused with its own reason, not as expired. */
export const REMOVED_STAFF = 'removed staff';

export function createSessionService({ database, config, logger }: AuthDeps) {
  function refreshExpiry(now: Date): string {
    return new Date(now.getTime() + config.refreshTokenTtlSeconds * 1000).toISOString();
  }

  /** Opens a session for the user; a step of the transaction that signs them in. */
  function* start(userId: number, { now, session }: SessionStart): Step<StartedSession> {
    yield* sessions.createSession(session.sessionId, userId, nowIso(now));
    yield* sessions.insertRefreshToken(
      session.sessionId,
      hashToken(session.refreshToken),
      nowIso(now),
      refreshExpiry(now),
    );
    return session;
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

  function* rotate(tokenHash: string, next: string, now: Date): Step<RefreshOutcome> {
    const at = nowIso(now);
    const row = yield* sessions.findRefreshToken(tokenHash);
    if (!row || row.session_revoked_at) return { ok: false };
    if (!row.rotated_at) {
      if (row.expires_at <= at) return { ok: false };
      const user = yield* sessions.findSessionUser(row.session_id);
      if (!user || isRemovedStaff(user)) return { ok: false };
      // The token's one rotation; one that finds it already rotated is reuse, as below.
      if (yield* sessions.markRotated(row.id, at)) {
        yield* sessions.insertRefreshToken(row.session_id, hashToken(next), at, refreshExpiry(now));
        yield* sessions.touchSession(row.session_id, at);
        return { ok: true, user, session: { sessionId: row.session_id, refreshToken: next } };
      }
    }
    yield* sessions.revokeSession(row.session_id, at, 'refresh token reused');
    return { ok: false, reuse: { sessionId: row.session_id, userId: row.user_id } };
  }

  async function refresh(refreshToken: string): Promise<AuthResponse> {
    const now = new Date();
    const next = newOpaqueToken();
    const outcome = await database.transaction(() => rotate(hashToken(refreshToken), next, now));
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

  function* endStep(sessionId: string | undefined, refreshToken: string | undefined, now: string) {
    if (sessionId) yield* sessions.revokeSession(sessionId, now, 'logout');
    const row = refreshToken
      ? yield* sessions.findRefreshToken(hashToken(refreshToken))
      : undefined;
    if (row) yield* sessions.revokeSession(row.session_id, now, 'logout');
  }

  /** Ends the session named by the access token and the one holding the refresh token. */
  async function end(sessionId: string | undefined, refreshToken: string | undefined) {
    const now = nowIso();
    await database.transaction(() => endStep(sessionId, refreshToken, now));
  }

  /** The token's user; null when it is no valid session's, REMOVED_STAFF when its user was
   * removed from a business's staff (docs/product/accounts.md#staff-and-roles). */
  async function authenticate(
    accessToken: string,
  ): Promise<AuthUser | typeof REMOVED_STAFF | null> {
    const claims = await verifyAccessToken(config.jwtSecret, accessToken);
    if (!claims) return null;
    const row = await database.read(sessions.findSessionUser(claims.sessionId));
    if (!row || row.id !== claims.userId) return null;
    if (isRemovedStaff(row)) return REMOVED_STAFF;
    if (row.session_revoked_at) return null;
    const seat = seatOf(row);
    return {
      id: row.id,
      username: row.username,
      email: row.email,
      isBusinessOwner: row.is_business_owner === 1,
      language: row.language ?? null,
      ...(seat
        ? {
            staff: {
              staffId: seat.staff_id,
              businessId: seat.business_id,
              name: seat.name,
              role: seat.role,
              ownerUserId: row.staff_owner_user_id!,
            },
          }
        : {}),
      sessionId: claims.sessionId,
    };
  }

  return {
    start,
    respond,
    refresh,
    end,
    authenticate,
    /** Revokes the user's other sessions; a step of the transaction that changes the password. */
    revokeOthers: (userId: number, keepSessionId: string, now: string, reason: string) =>
      sessions.revokeOtherSessions(userId, keepSessionId, now, reason),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
