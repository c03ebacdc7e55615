// POST /contact: the contact form of spec 001 §2, stored server-side (DESIGN.md §6) where the
// old client only pretended to send. Each address may send a few messages per quarter hour.
import { GLOBAL_ERRORS } from '@baraat/shared/constants/messages';
import { CONTACT_TEXT, contactMessageSchema } from '@baraat/shared/schemas/contact';
import Router from '@koa/router';
import { nowIso } from '../../db/connection';
import type { AppDeps, AppState } from '../../http/context';
import { tooManyRequests } from '../../http/errors';
import { SlidingWindowLimiter } from '../../http/rate-limit';
import { parseInput } from '../../http/validate';
import { createContactRepo } from './repo';

const MESSAGES_PER_WINDOW = 5;
const WINDOW_MS = 15 * 60 * 1000;

export function contactRoutes({ db, logger }: AppDeps) {
  const messages = createContactRepo(db);
  const sentByAddress = new SlidingWindowLimiter(MESSAGES_PER_WINDOW, WINDOW_MS);
  const router = new Router<AppState>();

  router.post('/contact', (ctx) => {
    const waitMs = sentByAddress.retryAfterMs(ctx.ip);
    if (waitMs > 0) throw tooManyRequests(GLOBAL_ERRORS.tooManyRequests, waitMs / 1000);
    const message = parseInput(contactMessageSchema, ctx.request.body, 'body');
    const id = messages.insert(message, nowIso());
    // Only stored messages count, so a visitor fixing typos is never locked out.
    sentByAddress.hit(ctx.ip);
    logger.info({ contact_message_id: id, subject: message.subject }, 'contact message stored');
    ctx.status = 201;
    ctx.body = { message: CONTACT_TEXT.sent };
  });

  return router;
}
