import { GLOBAL_ERRORS } from '@baraat/shared/constants/messages';
import type { Logger } from 'pino';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/errors';
import { createHealthRepo } from './repo';

export function createHealthService(db: Db, logger: Logger) {
  const health = createHealthRepo(db);
  return {
    /** Throws 503 when the database does not answer. */
    check(): void {
      if (health.ping()) return;
      logger.error('health check: database unavailable');
      throw new AppError(503, GLOBAL_ERRORS.unavailable);
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
