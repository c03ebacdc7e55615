// Mail goes to the mail_outbox table. No SMTP sender exists yet, so each message is also
// written to the log once its transaction has committed, where an operator can follow it.
// On either engine (docs/architecture.md#10-two-engines): the queueing is a step of the
// transaction that makes the mail true.
import type { Logger } from 'pino';
import type { Step } from '../../db/engine';
import { mailRepo } from './repo';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
}

export function createMailOutbox(logger: Logger) {
  return {
    /** Stores the mail; a step of the transaction that makes it true. */
    queue: (mail: OutgoingMail, now: string): Step<void> => mailRepo.insert(mail, now),
    /** Writes a queued mail to the log; call after the transaction committed. */
    announce(mail: OutgoingMail): void {
      logger.info({ mail_to: mail.to, subject: mail.subject, body: mail.body }, 'mail queued');
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
