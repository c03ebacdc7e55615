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
      paths: [
        '*.password',
        '*.new_password',
        '*.current_password',
        '*.authorization',
        '*.token',
        // The payment providers' secrets and what is signed with them, at the top or one down.
        ...['pp_Password', 'pp_SecureHash', 'integritySalt', 'hashKey', 'merchantHashedReq']
          .concat(['signature', 'credentials', 'payments'])
          .flatMap((key) => [key, `*.${key}`]),
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
