import { GLOBAL_ERRORS } from '@baraat/shared/constants/messages';
import type { Logger } from 'pino';
import { type Db, pingDatabase } from '../../db/connection';
import { AppError } from '../../http/errors';

// Health owns no table: it asks the database wrapper whether SQLite answers.
export function createHealthService(db: Db, logger: Logger) {
  return {
    /** Throws 503 when the database does not answer. */
    check(): void {
      if (pingDatabase(db)) return;
      logger.error('health check: database unavailable');
      throw new AppError(503, GLOBAL_ERRORS.unavailable);
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
