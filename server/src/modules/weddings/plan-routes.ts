// The owner's money side of a wedding (docs/product/weddings.md#calls), each declared once with
// its API document: PUT /api/weddings/{id}/plan, POST /api/weddings/{id}/payments
// (Idempotency-Key; the desk's outbox sends it too) and GET /api/business/instalments. Owner
// only: customers 403, another business's wedding 404.
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import { instalmentsDueSchema } from '@baraat/shared/schemas/wedding-answers';
import {
  type PaymentPlanInput,
  paymentPlanSchema,
  recordWeddingPaymentSchema,
} from '@baraat/shared/schemas/weddings';
import type { Database } from '../../db/engine';
import { routesOf } from '../../http/route';
import { deskAuthor } from '../../policies/actor';
import type { PaymentsService } from '../payments/service';
import { listInstalmentsDue } from './owed-service';
import { savePlanStep } from './plan';
import { recordWeddingPaymentStep } from './wedding-payments';
import { wedding } from './write-routes';

export interface WeddingPlanDeps {
  database: Database;
  ledger: Pick<PaymentsService, 'insertStep'>;
}

const route = routesOf<{ weddingPlans: WeddingPlanDeps }>();
const tag = 'Weddings';

/** A plan as an owner sends it: token money on a day, half before the baraat, the rest after. */
const PLAN_EXAMPLE = {
  items: [
    { label: 'Token money', basis: 'fixed', amount: 50_000, due_on: '2026-11-02' },
    { label: 'Before the baraat', basis: 'percent', percent: 50, before_event_id: 1042, days: 7 },
    { label: 'Balance', basis: 'remainder', after_event_id: 1043, days: 1 },
  ],
} satisfies PaymentPlanInput;

export const weddingPlanRoutes = [
  route(
    {
      method: 'put',
      path: '/weddings/:id/plan',
      tag,
      summary: "Set a wedding's payment plan",
      description:
        'Instalments of a fixed amount, a percent of the total or the remainder, due on a day or some days before or after an event (named by its `booking_id`). The example is a plan for a wedding whose baraat and walima are bookings 1042 and 1043.',
      access: 'business',
      desk: 'plans',
      params: idParamSchema,
      body: paymentPlanSchema,
      bodyExample: PLAN_EXAMPLE,
      responses: { 200: wedding },
    },
    ({ business, params, body }, { weddingPlans }) => {
      const today = todayInPakistan();
      return weddingPlans.database.transaction(() =>
        savePlanStep(business.businessId, params.id, body, today),
      );
    },
  ),
  route(
    {
      method: 'post',
      path: '/weddings/:id/payments',
      tag,
      summary: "Record a family's payment towards a wedding",
      access: 'business',
      desk: 'record_payment',
      params: idParamSchema,
      body: recordWeddingPaymentSchema,
      idempotent: true,
      responses: { 201: wedding, 409: { description: 'No event of the wedding is accepted yet.' } },
    },
    ({ business, params, body, once, ctx }, { weddingPlans }) => {
      const desk = { author: deskAuthor(ctx), businessId: business.businessId };
      const today = todayInPakistan();
      return once(() =>
        recordWeddingPaymentStep(weddingPlans.ledger, desk, params.id, body, today),
      );
    },
  ),
  route(
    {
      method: 'get',
      path: '/business/instalments',
      tag,
      summary: 'Instalments overdue and due this week',
      access: 'business',
      desk: 'ledger',
      responses: { 200: instalmentsDueSchema },
    },
    ({ business }, { weddingPlans }) =>
      listInstalmentsDue(weddingPlans.database, business.businessId),
  ),
];
