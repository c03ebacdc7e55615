// POST /api/contact: the contact form of docs/product/discovery.md#static-pages, stored
// server-side, declared once with its API document.
import { GLOBAL_ERRORS } from '@baraat/shared/constants/messages';
import {
  CONTACT_TEXT,
  contactMessageSchema,
  contactMessageSentSchema,
} from '@baraat/shared/schemas/contact';
import { routesOf } from '../../http/route';
import { rateLimited } from '../../openapi/operation';
import { type ContactService, MESSAGES_PER_WINDOW, WINDOW_MS } from './service';

const route = routesOf<{ contact: ContactService }>();
const messages = `${MESSAGES_PER_WINDOW} messages`;
const minutes = `${WINDOW_MS / 60_000} minutes`;

export const contactRoutes = [
  route(
    {
      method: 'post',
      path: '/contact',
      tag: 'Contact',
      summary: 'Send a message to the support team',
      description: `Each message is stored for the support team. An address may send ${messages} in ${minutes}; only messages stored count, so a refused field costs nothing.`,
      access: 'public',
      body: contactMessageSchema,
      responses: {
        201: { description: `Stored: \`${CONTACT_TEXT.sent}\``, schema: contactMessageSentSchema },
        429: rateLimited(
          `The address has sent ${messages} in the last ${minutes}: \`${GLOBAL_ERRORS.tooManyRequests}\`. Checked before the body.`,
        ),
      },
    },
    ({ body, ctx }, { contact }) => contact.send(body, ctx.ip),
    // Checked before the body is read: once the address has sent its share, any body is 429.
    ({ contact }) => [
      async (ctx, next) => {
        await contact.checkAllowance(ctx.ip);
        await next();
      },
    ],
  ),
];
