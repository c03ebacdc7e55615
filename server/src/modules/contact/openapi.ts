// The contact form as the API document tells it (docs/product/discovery.md#static-pages).
import {
  CONTACT_TEXT,
  contactMessageSchema,
  contactMessageSentSchema,
} from '@baraat/shared/schemas/contact';
import { type ApiOperation, rateLimited } from '../../openapi/operation';

export const contactOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/contact',
    tag: 'Contact',
    summary: 'Send a message to the support team',
    description:
      'Each message is stored for the support team. An address may send 5 messages in 15 minutes; only messages stored count, so a refused field costs nothing.',
    access: 'public',
    body: contactMessageSchema,
    responses: {
      201: { description: `Stored: \`${CONTACT_TEXT.sent}\``, schema: contactMessageSentSchema },
      429: rateLimited(
        'The address has sent 5 messages in the last 15 minutes: `Too many requests - please try again later`. Checked before the body.',
      ),
    },
  },
];
