// The wedding routes as the API document tells them (docs/product/weddings.md#calls).
import { idParamSchema } from '@baraat/shared/schemas/fields';
import { walkInWeddingSchema } from '@baraat/shared/schemas/walkin-weddings';
import {
  instalmentsDueSchema,
  weddingListSchema,
  weddingSchema,
} from '@baraat/shared/schemas/wedding-answers';
import {
  approveWeddingSchema,
  createWeddingSchema,
  declineWeddingSchema,
  type PaymentPlanInput,
  paymentPlanSchema,
  recordWeddingPaymentSchema,
} from '@baraat/shared/schemas/weddings';
import type { ApiOperation } from '../../openapi/operation';

const tag = 'Weddings';

/** A plan as an owner sends it: token money on a day, half before the baraat, the rest after. */
const PLAN_EXAMPLE = {
  items: [
    { label: 'Token money', basis: 'fixed', amount: 50_000, due_on: '2026-11-02' },
    { label: 'Before the baraat', basis: 'percent', percent: 50, before_event_id: 1042, days: 7 },
    { label: 'Balance', basis: 'remainder', after_event_id: 1043, days: 1 },
  ],
} satisfies PaymentPlanInput;
const wedding = weddingSchema.meta({ id: 'Wedding' });
const eventRefused = {
  description:
    'An event cannot be booked: the text names the event and its slot ("Walima (Sat, 12 Dec 2026, 7:00 – 11:00 pm): …"). Nothing of the wedding is kept.',
};

/** Accept all's refusal (docs/product/weddings.md#accept-all). */
const everyEventRefused = {
  description:
    'Events cannot be accepted as chosen: `detail` lists every refused event at once, each issue on its place in the request\'s `events` (`loc: ["body", "events", 1, "hall_id"]`; `["body", "events"]` for an event left out of the list), its text naming the event and its slot. The status is the first refused event\'s: 409 for a hall or slot already booked, 422 for a hall too small, not of this business or not active. Nothing is accepted.',
};

export const weddingOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/weddings',
    tag,
    summary: 'Book a wedding: several events of one business',
    description:
      'Books 1–7 events of one business together, each as a booking request of its own, all or nothing; stores the default payment plan.',
    access: 'customer',
    body: createWeddingSchema,
    idempotent: true,
    responses: {
      201: { description: 'The wedding, its events pending.', schema: wedding },
      404: { description: 'An event’s slot was not found: the text names the event.' },
      409: eventRefused,
    },
  },
  {
    method: 'get',
    path: '/weddings',
    tag,
    summary: "The customer's weddings",
    access: 'customer',
    responses: { 200: weddingListSchema },
  },
  {
    method: 'get',
    path: '/weddings/:id',
    tag,
    summary: 'One wedding: events, total, plan, payments, next instalment',
    description: 'For its customer or the owner of its business; anyone else gets 404.',
    access: 'user',
    params: idParamSchema,
    responses: { 200: wedding },
  },
  {
    method: 'get',
    path: '/business/weddings',
    tag,
    summary: "The owner's business's weddings",
    access: 'business',
    responses: { 200: weddingListSchema },
  },
  {
    method: 'post',
    path: '/business/walkin-weddings',
    tag,
    summary: 'A walk-in wedding taken at the desk',
    description: 'Each event is a walk-in booking, accepted at once; all or nothing.',
    access: 'business',
    body: walkInWeddingSchema,
    idempotent: true,
    responses: {
      201: { description: 'The wedding, its events accepted.', schema: wedding },
      409: eventRefused,
    },
  },
  {
    method: 'patch',
    path: '/weddings/:id/approve',
    tag,
    summary: "Accept a wedding's pending events, a hall for each",
    access: 'business',
    params: idParamSchema,
    body: approveWeddingSchema,
    idempotent: true,
    responses: {
      200: wedding,
      400: { description: 'Choose a hall for every event' },
      409: everyEventRefused,
      422: {
        description:
          'A field is missing or refused, or the Idempotency-Key was already used for a different request; or events cannot be accepted as chosen, listed as for 409.',
      },
    },
  },
  {
    method: 'patch',
    path: '/weddings/:id/decline',
    tag,
    summary: "Decline a wedding's pending events",
    access: 'business',
    params: idParamSchema,
    body: declineWeddingSchema,
    idempotent: true,
    responses: { 200: wedding, 409: { description: 'No event is waiting for an answer.' } },
  },
  {
    method: 'put',
    path: '/weddings/:id/plan',
    tag,
    summary: "Set a wedding's payment plan",
    description:
      'Instalments of a fixed amount, a percent of the total or the remainder, due on a day or some days before or after an event (named by its `booking_id`). The example is a plan for a wedding whose baraat and walima are bookings 1042 and 1043.',
    access: 'business',
    params: idParamSchema,
    body: paymentPlanSchema,
    bodyExample: PLAN_EXAMPLE,
    responses: { 200: wedding },
  },
  {
    method: 'post',
    path: '/weddings/:id/payments',
    tag,
    summary: "Record a family's payment towards a wedding",
    access: 'business',
    params: idParamSchema,
    body: recordWeddingPaymentSchema,
    idempotent: true,
    responses: { 201: wedding, 409: { description: 'No event of the wedding is accepted yet.' } },
  },
  {
    method: 'get',
    path: '/business/instalments',
    tag,
    summary: 'Instalments overdue and due this week',
    access: 'business',
    responses: { 200: instalmentsDueSchema },
  },
];
