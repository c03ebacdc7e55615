// Mail goes to the mail_outbox table. No SMTP sender exists yet, so each message is also
// written to the log once its transaction has committed, where an operator can follow it.
import type { Logger } from 'pino';
import type { Db } from '../../db/connection';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
}

export function createMailOutbox(db: Db, logger: Logger) {
  const insert = db.prepare<{ to: string; subject: string; body: string; now: string }>(
    `INSERT INTO mail_outbox (to_address, subject, body, created_at)
     VALUES (@to, @subject, @body, @now)`,
  );
  return {
    /** Stores the mail; call inside the transaction that makes it true. */
    queue(mail: OutgoingMail, now: string): void {
      insert.run({ ...mail, now });
    },
    /** Writes a queued mail to the log; call after the transaction committed. */
    announce(mail: OutgoingMail): void {
      logger.info({ mail_to: mail.to, subject: mail.subject, body: mail.body }, 'mail queued');
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
