// The hourly clean-up of expired sessions, refresh tokens and reset links, run synchronously on SQLite's
// connection: api.ts's prune, whose other parts are not on steps yet, calls it
// (docs/architecture.md#10-two-engines).
import type { Config } from '../../config';
import { type Db, nowIso } from '../../db/connection';
import { sqliteDatabase } from '../../db/sqlite-engine';
import { resetsRepo } from './resets-repo';
import { sessionsRepo } from './sessions-repo';

export function createAuthUpkeep(db: Db, config: Pick<Config, 'refreshTokenTtlSeconds'>) {
  const { runSync } = sqliteDatabase(db);
  return {
    /** Deletes expired refresh tokens and reset links, and sessions unused or revoked for a
     * refresh token's lifetime. */
    prune(now: Date) {
      const sessionCutoff = new Date(now.getTime() - config.refreshTokenTtlSeconds * 1000);
      runSync(sessionsRepo.prune(nowIso(now), nowIso(sessionCutoff)));
      runSync(resetsRepo.pruneBefore(nowIso(now)));
    },
  };
}
