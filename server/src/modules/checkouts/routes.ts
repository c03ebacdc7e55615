// Paying online (docs/product/online-payments.md#paying-online), each call declared once with
// its API document: what the customer owes now, a checkout started, read back by the return
// page, and the provider's way back — its signed answer posted, or the customer with the
// reference alone — both sending the customer on to the app's return page.
import { link } from '@baraat/shared/constants/app-paths';
import {
  CHECKOUT_PROVIDERS,
  CHECKOUT_TEXTS,
  checkoutReferenceSchema,
  checkoutSchema,
  createCheckoutSchema,
  paymentsDueSchema,
  startedCheckoutSchema,
} from '@baraat/shared/schemas/checkouts';
import type { Middleware } from 'koa';
import { z } from 'zod';
import type { AppContext, AppState } from '../../http/context';
import { routesOf } from '../../http/route';
import { rateLimited } from '../../openapi/operation';
import type { CheckoutsService } from './service';

const route = routesOf<{ checkouts: CheckoutsService; checkoutLimit: Middleware<AppState> }>();
const tag = 'Online payments';
const checkout = checkoutSchema.meta({ id: 'Checkout' });
const providerParams = z.object({ provider: z.enum(CHECKOUT_PROVIDERS) });
const backToApp = {
  description:
    'The customer is sent on to the app’s page for the checkout (`/payments/return/{reference}`), which reads it.',
  contentType: 'text/plain',
  schema: z.string(),
  headers: z.object({ Location: z.string() }),
};
const unknownReference = {
  description: `\`${CHECKOUT_TEXTS.notFound}\`: no checkout of that provider has the reference (logged; nothing recorded).`,
};

/** Sends the browser on to the app's return page for the checkout. */
function sendBack(ctx: AppContext, reference: string): undefined {
  ctx.status = 303;
  ctx.set('Location', link.paymentReturn(reference));
  ctx.type = 'text/plain';
  ctx.body = '';
  return undefined;
}

export const checkoutRoutes = [
  route(
    {
      method: 'get',
      path: '/checkouts/due',
      tag,
      summary: 'What the customer owes now, and the providers that take it',
      description:
        'Each accepted booking (a wedding’s events left to their wedding) and each wedding with an accepted event that owes a payment now: a booking’s advance until it is paid, then its balance; a wedding’s next instalment, then its balance. A booking or wedding whose hold has passed is left out.',
      access: 'customer',
      responses: { 200: paymentsDueSchema },
    },
    ({ user }, { checkouts }) => checkouts.due(user),
  ),
  route(
    {
      method: 'post',
      path: '/checkouts',
      tag,
      summary: 'Start paying online: a checkout and the provider’s page to send the customer to',
      description:
        'For what the booking or wedding owes now (GET /checkouts/due), in paisa to the provider. The browser posts `redirect.fields` to `redirect.url`; the payment is recorded only once the provider confirms it.',
      access: 'customer',
      body: createCheckoutSchema,
      responses: {
        201: { description: 'The checkout, pending.', schema: startedCheckoutSchema },
        409: {
          description: `\`${CHECKOUT_TEXTS.notAccepted}\` or \`${CHECKOUT_TEXTS.nothingDue}\``,
        },
        422: {
          description: `Not a booking or wedding of the caller’s (\`Booking not found\`, \`Wedding not found\`), or \`${CHECKOUT_TEXTS.providerUnavailable}\`.`,
        },
        429: rateLimited(
          `Checkouts one customer may start in an hour: \`${CHECKOUT_TEXTS.tooMany}\``,
        ),
      },
    },
    ({ user, body }, { checkouts }) => checkouts.start(user, body),
    ({ checkoutLimit }) => [checkoutLimit],
  ),
  route(
    {
      method: 'get',
      path: '/checkouts/:reference',
      tag,
      summary: 'A checkout of the customer’s, its status asked of the provider while pending',
      access: 'customer',
      params: checkoutReferenceSchema,
      responses: { 200: checkout, 404: { description: `\`${CHECKOUT_TEXTS.notFound}\`` } },
    },
    ({ user, params }, { checkouts }) => checkouts.get(user, params.reference),
  ),
  route(
    {
      method: 'post',
      path: '/checkouts/callback/:provider',
      tag,
      summary: 'The provider’s signed answer about a checkout',
      description:
        'Posted by the customer’s browser from the provider’s page, or by the provider itself, as a form. The signature is checked, then the amount and currency against the checkout; a paid answer becomes one payment of the ledger however often it comes. Refused (logged, nothing recorded): a bad or missing signature, unknown fields (400), a changed amount or another transaction than the one recorded (409), an unknown reference (404).',
      access: 'public',
      params: providerParams,
      body: z.record(z.string(), z.string()),
      form: true,
      responses: {
        303: backToApp,
        400: { description: `\`${CHECKOUT_TEXTS.refused}\`: the signature or the fields.` },
        404: unknownReference,
        409: { description: `\`${CHECKOUT_TEXTS.refused}\`: the amount or the transaction.` },
      },
    },
    async ({ params, body, ctx }, { checkouts }) =>
      sendBack(ctx, await checkouts.callback(params.provider, body)),
  ),
  route(
    {
      method: 'get',
      path: '/checkouts/callback/:provider',
      tag,
      summary: 'The customer back from the provider with the reference alone',
      description:
        'The customer left the provider’s page, or its answer comes later: the provider’s status API is asked, never the return itself believed.',
      access: 'public',
      params: providerParams,
      query: z.object({
        pp_TxnRefNo: z.string().max(40).optional(),
        orderRefNumber: z.string().max(40).optional(),
      }),
      responses: { 303: backToApp, 404: unknownReference },
    },
    async ({ params, query, ctx }, { checkouts }) =>
      sendBack(
        ctx,
        await checkouts.returned(params.provider, query.pp_TxnRefNo ?? query.orderRefNumber ?? ''),
      ),
  ),
];
