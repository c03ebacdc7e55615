import { type DestinationStream, type Logger, pino } from 'pino';

export type { Logger };

/**
 * JSON logs on stdout (or the given stream). Credentials are never passed to the logger;
 * redaction is a backstop.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    redact: {
      paths: ['*.password', '*.new_password', '*.current_password', '*.authorization', '*.token'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
