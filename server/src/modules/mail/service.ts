// Mail goes to the mail_outbox table. No SMTP sender exists yet, so each message is also
// written to the log once its transaction has committed, where an operator can follow it.
import type { Logger } from 'pino';
import type { Db } from '../../db/connection';
import { createMailRepo } from './repo';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
}

export function createMailOutbox(db: Db, logger: Logger) {
  const outbox = createMailRepo(db);
  return {
    /** Stores the mail; call inside the transaction that makes it true. */
    queue(mail: OutgoingMail, now: string): void {
      outbox.insert(mail, now);
    },
    /** Writes a queued mail to the log; call after the transaction committed. */
    announce(mail: OutgoingMail): void {
      logger.info({ mail_to: mail.to, subject: mail.subject, body: mail.body }, 'mail queued');
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
