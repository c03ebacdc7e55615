// The contact form (docs/product/discovery.md#static-pages, §8; docs/product/decisions.md#the-decisions-at-a-glance): each message is stored. An
// address may send a few messages per quarter hour; only stored messages count, so a visitor
// fixing typos is never locked out.
import { GLOBAL_ERRORS } from '@baraat/shared/constants/messages';
import type { ContactMessage } from '@baraat/shared/schemas/contact';
import type { Logger } from 'pino';
import { type Db, nowIso } from '../../db/connection';
import { tooManyRequests } from '../../http/errors';
import { createLimit } from '../../http/rate-limit';
import { presentMessageSent } from './presenter';
import { createContactRepo } from './repo';

const MESSAGES_PER_WINDOW = 5;
const WINDOW_MS = 15 * 60 * 1000;

export function createContactService(db: Db, logger: Logger) {
  const messages = createContactRepo(db);
  const sentByAddress = createLimit({
    name: 'contact',
    points: MESSAGES_PER_WINDOW,
    windowMs: WINDOW_MS,
  });

  return {
    /** Throws 429 while the address has sent its share of messages. */
    async checkAllowance(address: string): Promise<void> {
      const waitMs = await sentByAddress.waitMs(address);
      if (waitMs > 0) throw tooManyRequests(GLOBAL_ERRORS.tooManyRequests, waitMs / 1000);
    },
    async send(message: ContactMessage, address: string) {
      const id = messages.insert(message, nowIso());
      await sentByAddress.spend(address);
      logger.info({ contact_message_id: id, subject: message.subject }, 'contact message stored');
      return presentMessageSent();
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
