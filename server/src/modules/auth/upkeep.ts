// The hourly clean-up of expired sessions, refresh tokens and reset links, on either engine
// (docs/architecture.md#10-two-engines).
import type { Config } from '../../config';
import { nowIso } from '../../db/connection';
import type { Database } from '../../db/engine';
import { resetsRepo } from './resets-repo';
import { sessionsRepo } from './sessions-repo';

export function createAuthUpkeep(
  database: Database,
  config: Pick<Config, 'refreshTokenTtlSeconds'>,
) {
  return {
    /** Deletes expired refresh tokens and reset links, and sessions unused or revoked for a
     * refresh token's lifetime. */
    prune: (now: Date) => {
      const sessionCutoff = new Date(now.getTime() - config.refreshTokenTtlSeconds * 1000);
      return database.transaction(function* () {
        yield* sessionsRepo.prune(nowIso(now), nowIso(sessionCutoff));
        yield* resetsRepo.pruneBefore(nowIso(now));
      });
    },
  };
}
