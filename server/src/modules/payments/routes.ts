// /api/payments: the payments ledger (docs/product/payments.md#calls;
// docs/product/decisions.md#the-decisions-at-a-glance), each call declared once with its API
// document. Owners record and refund; customers and owners read their own; an owner reads
// what the business is owed (summary).
import { idParamSchema } from '@baraat/shared/schemas/fields';
import {
  myPaymentsQuerySchema,
  PAYMENT_PERIOD_DAYS,
  paymentSchema,
  recordPaymentSchema,
} from '@baraat/shared/schemas/payments';
import { paymentsSummarySchema } from '@baraat/shared/schemas/payments-summary';
import { receivableSchema, receivablesQuerySchema } from '@baraat/shared/schemas/receivables';
import { routesOf } from '../../http/route';
import { deskAuthor, requestActor } from '../../policies/actor';
import type { CheckoutsService } from '../checkouts/service';
import type { PaymentsService } from './service';

const route = routesOf<{ payments: PaymentsService; checkouts: CheckoutsService }>();
const tag = 'Payments';
const payment = paymentSchema.meta({ id: 'Payment' });
const paymentNotFound = {
  description:
    'Payment not found: no payment the caller may see has that id (the booking’s customer and the business’s owner see it; nobody else).',
};
const periods = `${PAYMENT_PERIOD_DAYS.slice(0, -1).join(', ')} or ${PAYMENT_PERIOD_DAYS.at(-1)}`;

export const paymentRoutes = [
  route(
    {
      method: 'post',
      path: '/payments',
      tag,
      summary: 'Record a payment received against an accepted booking',
      description:
        'An advance or a balance, in whole rupees, by cash, bank transfer, JazzCash, Easypaisa or card, on the day it was received (today when left out, never a future day). The booking’s customer sees it, note included, and is notified.',
      access: 'business',
      desk: 'record_payment',
      body: recordPaymentSchema,
      idempotent: true,
      responses: {
        201: { description: 'The payment, completed.', schema: payment },
        404: { description: 'Booking not found: it is not a booking of the caller’s business.' },
        409: { description: 'Payments can only be recorded for confirmed bookings.' },
      },
    },
    ({ body, once, ctx }, { payments }) =>
      once(() => payments.recordStep(requestActor(ctx), deskAuthor(ctx), body)),
  ),
  route(
    {
      method: 'get',
      path: '/payments/my-payments',
      tag,
      summary: 'The caller’s payments: a customer’s on their bookings, an owner’s received',
      description: `Newest first; \`days\` keeps the last ${periods} days (every payment when left out). A wedding’s payment names its wedding and payer (\`wedding_title\`, \`payer_name\`), which screens show instead of the booking; \`business_city\` tells two vendors of one name apart.`,
      access: 'user',
      query: myPaymentsQuerySchema,
      responses: { 200: payment.array() },
    },
    ({ user, query }, { payments }) => payments.mine(user, query),
  ),
  route(
    {
      method: 'get',
      path: '/payments/receivables',
      tag,
      summary: 'Bookings to collect: accepted bookings with something still due',
      description:
        'Each with its total (package price × number of people), what the ledger holds as paid and what is outstanding. Walk-ins are included, named as typed at the counter; a wedding’s events are not (its instalments say what it owes). A booking paid in full is not listed.',
      access: 'business',
      desk: 'ledger',
      query: receivablesQuerySchema,
      responses: { 200: receivableSchema.array() },
    },
    ({ business, query }, { payments }) => payments.receivables(business.businessId, query),
  ),
  route(
    {
      method: 'get',
      path: '/payments/summary',
      tag,
      summary: 'What the business is owed: one computation every screen reads',
      description:
        'On Pakistan’s date: received and refunded (the ledger, all time); the accepted single bookings (walk-ins included, a wedding’s events left to their wedding) with their total, paid and outstanding; every chased wedding (one with an accepted event) with its total, paid, outstanding and instalments as its page shows them; outstanding (the bookings’ and the weddings’), and the weddings’ instalments overdue and due this week, still owed. A wedding not yet answered owes nothing yet and is not listed.',
      access: 'business',
      desk: 'figures',
      responses: { 200: paymentsSummarySchema },
    },
    ({ business }, { payments }) => payments.summary(business.businessId),
  ),
  route(
    {
      method: 'get',
      path: '/payments/:id',
      tag,
      summary: 'One payment',
      access: 'user',
      params: idParamSchema,
      responses: { 200: payment, 404: paymentNotFound },
    },
    ({ user, params }, { payments }) => payments.get(params.id, user),
  ),
  route(
    {
      method: 'patch',
      path: '/payments/:id/refund',
      tag,
      summary: 'Refund a completed payment',
      description:
        'Final: it no longer counts as received anywhere. Customers cannot refund. A payment made online goes back to the customer through its provider first; if the provider refuses or cannot be reached, nothing changes (409 with its reason).',
      access: 'business',
      desk: 'refund',
      params: idParamSchema,
      responses: {
        200: { description: 'The payment, refunded.', schema: payment },
        404: {
          description: 'Payment not found: no payment of the caller’s business has that id.',
        },
        409: {
          description:
            'Only completed payments can be refunded; or the provider of a payment made online refused the refund or could not be reached.',
        },
      },
    },
    async ({ params, ctx }, { payments, checkouts }) => {
      const actor = requestActor(ctx);
      if (await payments.refundable(params.id, actor)) await checkouts.refundOnline(params.id);
      return payments.refund(params.id, actor, deskAuthor(ctx));
    },
  ),
];
