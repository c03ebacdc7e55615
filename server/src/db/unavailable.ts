// The database out of reach (docs/architecture.md#10-two-engines): PostgreSQL restarted, failed
// over, a pooler that closed the connection, a backend an operator terminated. The engine throws
// DatabaseUnavailable for it; the error middleware answers 503 `Service temporarily unavailable`
// and the process carries on, connecting again on the next request.
import pg from 'pg';
import type { Logger } from '../logger';

/** The database could not be reached, or the connection went while a statement ran. */
export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super('The database is unavailable', { cause });
    this.name = 'DatabaseUnavailable';
  }
}

/**
 * SQLSTATEs of a connection that is gone or refused: class 08 (connection exception), 57P01
 * (terminated by an administrator, or a fast shutdown), 57P02 (crash shutdown), 57P03 (starting
 * up or shutting down: cannot connect now), 53300 (too many connections).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** The socket's own errors. */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What pg says of a connection that ended, broke, or never came. */
const PG_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect)/;

/** Whether `error` says the connection is gone or could not be made (not a refusal of SQL). */
export function isConnectionLost(error: unknown): boolean {
  if (error instanceof DatabaseUnavailable) return true;
  if (error instanceof pg.DatabaseError) {
    const code = error.code ?? '';
    return code.startsWith('08') || UNAVAILABLE_STATES.has(code);
  }
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  return (code !== undefined && SOCKET_ERRORS.has(code)) || PG_MESSAGES.test(error.message);
}

/** `error` as DatabaseUnavailable when the connection is what failed, else as it is. */
export const asUnavailable = (error: unknown): unknown =>
  isConnectionLost(error) && !(error instanceof DatabaseUnavailable)
    ? new DatabaseUnavailable(error)
    : error;

/** Logs a lost connection and its return once each, as connectRedis does for Redis. */
export function connectionWatch(logger: Logger | undefined) {
  let lost = false;
  return {
    lost(error: unknown) {
      if (lost) return;
      lost = true;
      const cause = error instanceof DatabaseUnavailable ? error.cause : error;
      logger?.warn(
        { err: { message: cause instanceof Error ? cause.message : String(cause) } },
        'database connection lost',
      );
    },
    back() {
      if (!lost) return;
      lost = false;
      logger?.info('database connection back');
    },
  };
}
