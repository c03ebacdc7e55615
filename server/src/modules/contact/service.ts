// The contact form (docs/product/discovery.md#static-pages; docs/product/decisions.md#the-decisions-at-a-glance): each message is stored. An
// address may send a few messages per quarter hour; only stored messages count, so a visitor
// fixing typos is never locked out. On either engine (docs/architecture.md#10-two-engines).
import { GLOBAL_ERRORS } from '@baraat/shared/constants/messages';
import type { ContactMessage } from '@baraat/shared/schemas/contact';
import type { Logger } from 'pino';
import { nowIso } from '../../db/connection';
import type { Database } from '../../db/engine';
import { tooManyRequests } from '../../http/errors';
import { createLimit, type LimitStore, MEMORY_LIMITS } from '../../http/rate-limit';
import { presentMessageSent } from './presenter';
import { contactRepo as messages } from './repo';

export const MESSAGES_PER_WINDOW = 5;
export const WINDOW_MS = 15 * 60 * 1000;

export function createContactService(
  db: Database,
  logger: Logger,
  limitStore: LimitStore = MEMORY_LIMITS,
) {
  const sentByAddress = createLimit(
    { name: 'contact', points: MESSAGES_PER_WINDOW, windowMs: WINDOW_MS },
    limitStore,
  );

  return {
    /** Throws 429 while the address has sent its share of messages. */
    async checkAllowance(address: string): Promise<void> {
      const waitMs = await sentByAddress.waitMs(address);
      if (waitMs > 0) throw tooManyRequests(GLOBAL_ERRORS.tooManyRequests, waitMs / 1000);
    },
    async send(message: ContactMessage, address: string) {
      const id = await db.transaction(() => messages.insert(message, nowIso()));
      await sentByAddress.spend(address);
      logger.info({ contact_message_id: id, subject: message.subject }, 'contact message stored');
      return presentMessageSent();
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
