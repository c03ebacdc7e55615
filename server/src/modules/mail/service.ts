// Mail goes to the mail_outbox table. No SMTP sender exists yet, so each message is also
// written to the log once its transaction has committed, where an operator can follow it.
// On either engine (docs/architecture.md#10-two-engines): the queueing is a step of the
// transaction that makes the mail true. A mail is written in its recipient's language as it is
// queued: once sent, it cannot change (docs/architecture.md#urdu-on-the-server).
import type { Language } from '@baraat/shared/i18n/languages';
import type { Logger } from 'pino';
import type { Step } from '../../db/engine';
import { ENGLISH_ONLY, type Translator } from '../../i18n/translator';
import { mailRepo } from './repo';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
}

export function createMailOutbox(logger: Logger, translate: Translator = ENGLISH_ONLY) {
  return {
    /** The mail, written in English, in the recipient's language. */
    inLanguage: (mail: OutgoingMail, language: Language): OutgoingMail =>
      language === 'en'
        ? mail
        : {
            ...mail,
            subject: translate(mail.subject, language),
            body: translate(mail.body, language),
          },
    /** Stores the mail; a step of the transaction that makes it true. */
    queue: (mail: OutgoingMail, now: string): Step<void> => mailRepo.insert(mail, now),
    /** Writes a queued mail to the log; call after the transaction committed. */
    announce(mail: OutgoingMail): void {
      logger.info({ mail_to: mail.to, subject: mail.subject, body: mail.body }, 'mail queued');
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
