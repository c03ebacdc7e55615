// The weddings' writes (docs/product/weddings.md#calls), each declared once with its API
// document: a customer books one, the owner answers it as a whole, the desk logs a walk-in
// wedding. Each is one transaction with its Idempotency-Key (an offline desk sends its outbox
// entries again), answering the wedding as GET reads it. The day and the clock are read before
// the transaction, so a PostgreSQL retry decides and writes the same.
import { timeInPakistan, todayInPakistan } from '@baraat/shared/domain/dates';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import { walkInWeddingSchema } from '@baraat/shared/schemas/walkin-weddings';
import { weddingSchema } from '@baraat/shared/schemas/wedding-answers';
import {
  approveWeddingSchema,
  createWeddingSchema,
  declineWeddingSchema,
  WEDDING_EVENTS_MAX,
} from '@baraat/shared/schemas/weddings';
import { nowIso } from '../../db/connection';
import { withRowLocks } from '../../db/row-locks';
import { routesOf } from '../../http/route';
import { deskAuthor } from '../../policies/actor';
import type { DomainEventSteps } from '../notifications/events-service';
import type { OwnerBookingsService } from '../owner-bookings/service';
import { approveWeddingStep, declineWeddingStep } from './answer';
import { createWeddingStep } from './create';
import { walkInWeddingStep } from './walkin-weddings';

export interface WeddingWriteDeps {
  events: DomainEventSteps;
  ownerBookings: OwnerBookingsService;
}

const route = routesOf<{ weddingWrites: WeddingWriteDeps }>();
const tag = 'Weddings';
/** The wedding as every weddings route answers it. */
export const wedding = weddingSchema.meta({ id: 'Wedding' });
const eventRefused = {
  description:
    'An event cannot be booked: the text names the event and its slot ("Walima (Sat, 12 Dec 2026, 7:00 – 11:00 pm): …"). Nothing of the wedding is kept.',
};

/** Accept all's refusal (docs/product/weddings.md#accept-all). */
const everyEventRefused = {
  description:
    'Events cannot be accepted as chosen: `detail` lists every refused event at once, each issue on its place in the request\'s `events` (`loc: ["body", "events", 1, "hall_id"]`; `["body", "events"]` for an event left out of the list), its text naming the event and its slot. The status is the first refused event\'s: 409 for a hall or slot already booked, 422 for a hall too small, not of this business or not active. Nothing is accepted.',
};

/** The owner's answers' clock: the day and the moment, read before the transaction. */
const answerClock = () => ({ today: todayInPakistan(), now: nowIso() });

/** The customer's booking of a wedding. */
export const bookWeddingRoutes = [
  route(
    {
      method: 'post',
      path: '/weddings',
      tag,
      summary: 'Book a wedding: several events of one business',
      description: `Books 1–${WEDDING_EVENTS_MAX} events of one business together, each as a booking request of its own, all or nothing; stores the default payment plan.`,
      access: 'customer',
      body: createWeddingSchema,
      idempotent: true,
      responses: {
        201: { description: 'The wedding, its events pending.', schema: wedding },
        404: { description: 'An event’s slot was not found: the text names the event.' },
        409: eventRefused,
      },
    },
    ({ user, body, once }, { weddingWrites }) => {
      const clock = { today: todayInPakistan(), now: timeInPakistan(), stamp: nowIso() };
      // Its slots share-locked, as a single request's (db/row-locks.ts).
      return once(withRowLocks(() => createWeddingStep(user, body, clock, weddingWrites.events)));
    },
  ),
];

/** The desk's writes: a walk-in wedding, and the answers to a booked one. */
export const deskWeddingRoutes = [
  route(
    {
      method: 'post',
      path: '/business/walkin-weddings',
      tag,
      summary: 'A walk-in wedding taken at the desk',
      description: 'Each event is a walk-in booking, accepted at once; all or nothing.',
      access: 'business',
      desk: 'walkins',
      body: walkInWeddingSchema,
      idempotent: true,
      responses: {
        201: { description: 'The wedding, its events accepted.', schema: wedding },
        409: eventRefused,
      },
    },
    // On PostgreSQL a send of the same key racing the first trips the guard the first's slots
    // now hold; the transaction runs again and replays the first's answer
    // (docs/architecture.md#10-two-engines).
    ({ business, body, once, ctx }) => {
      const clock = answerClock();
      return once(() => walkInWeddingStep(business, deskAuthor(ctx), body, clock));
    },
  ),
  route(
    {
      method: 'patch',
      path: '/weddings/:id/approve',
      tag,
      summary: "Accept a wedding's pending events, a hall for each",
      access: 'business',
      desk: 'requests',
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
    ({ business, params, body, once, ctx }, { weddingWrites }) => {
      const clock = answerClock();
      const { decisions } = weddingWrites.ownerBookings;
      return once(() =>
        approveWeddingStep(decisions, business, deskAuthor(ctx), params.id, body, clock),
      );
    },
  ),
  route(
    {
      method: 'patch',
      path: '/weddings/:id/decline',
      tag,
      summary: "Decline a wedding's pending events",
      access: 'business',
      desk: 'requests',
      params: idParamSchema,
      body: declineWeddingSchema,
      idempotent: true,
      responses: { 200: wedding, 409: { description: 'No event is waiting for an answer.' } },
    },
    ({ business, params, body, once, ctx }, { weddingWrites }) => {
      const clock = answerClock();
      const { decisions } = weddingWrites.ownerBookings;
      return once(() =>
        declineWeddingStep(decisions, business, deskAuthor(ctx), params.id, body.reason, clock),
      );
    },
  ),
];
