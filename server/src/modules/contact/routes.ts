// POST /contact: the contact form of docs/product/discovery.md#the-customer-screens, stored server-side.
import { contactMessageSchema } from '@baraat/shared/schemas/contact';
import Router from '@koa/router';
import type { AppState } from '../../http/context';
import { parseInput } from '../../http/validate';
import type { ContactService } from './service';

export function contactRoutes(contact: ContactService) {
  const router = new Router<AppState>();

  router.post('/contact', async (ctx) => {
    // Checked first: once the address has sent its share, any body is refused with 429.
    await contact.checkAllowance(ctx.ip);
    const message = parseInput(contactMessageSchema, ctx.request.body, 'body');
    ctx.status = 201;
    ctx.body = await contact.send(message, ctx.ip);
  });

  return router;
}
