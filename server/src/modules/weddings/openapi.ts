// The wedding routes as the API document tells them (docs/product/weddings.md#calls).
import { idParamSchema } from '@baraat/shared/schemas/fields';
import {
  instalmentsDueSchema,
  weddingListSchema,
  weddingSchema,
} from '@baraat/shared/schemas/wedding-answers';
import {
  approveWeddingSchema,
  createWeddingSchema,
  declineWeddingSchema,
  paymentPlanSchema,
  recordWeddingPaymentSchema,
  walkInWeddingSchema,
} from '@baraat/shared/schemas/weddings';
import type { ApiOperation } from '../../openapi/operation';

const tag = 'Weddings';
const wedding = weddingSchema.meta({ id: 'Wedding' });
const eventRefused = {
  description:
    'An event cannot be booked or accepted: the text names the event and its slot ("Walima (Sat, 12 Dec 2026, 7:00 – 11:00 pm): …"). Nothing of the wedding is kept.',
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
      409: eventRefused,
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
      'Instalments of a fixed amount, a percent of the total or the remainder, due on a day or some days before or after an event.',
    access: 'business',
    params: idParamSchema,
    body: paymentPlanSchema,
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
