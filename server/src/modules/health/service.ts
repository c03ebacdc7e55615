import { GLOBAL_ERRORS } from '@baraat/shared/constants/messages';
import { type Database, get } from '../../db/engine';
import { AppError } from '../../http/errors';
import type { Logger } from '../../logger';

/** Whether the database answers, on either engine (docs/architecture.md#10-two-engines). */
export function createHealthService(database: Database, logger: Logger) {
  return {
    /** Throws 503 when the database does not answer. */
    async check(): Promise<void> {
      try {
        if ((await database.read(get<{ ok: number }>('SELECT 1 AS ok'))) !== undefined) return;
      } catch {
        // Unreachable or closed: the same answer as no row.
      }
      logger.error('health check: database unavailable');
      throw new AppError(503, GLOBAL_ERRORS.unavailable);
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
