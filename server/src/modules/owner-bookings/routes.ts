// The owner's booking calls (docs/product/requests.md#calls) and which of the owner's halls and
// workers are free (docs/product/resources.md#calls), each declared once with its API document.
// Ids are digits only (http/id-param.ts), so the customer's /bookings/:id never takes
// /bookings/business-requests, nor the workers' /business/resources/:id this module's
// /business/resources/available, whatever their order in api.ts.
import { PEOPLE_DEFAULT_MAX } from '@baraat/shared/domain/people';
import * as schemas from '@baraat/shared/schemas/business-bookings';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import { z } from 'zod';
import { routesOf } from '../../http/route';
import { ownerBooking } from '../../openapi/answers';
import type { ApiResponse } from '../../openapi/operation';
import { deskAuthor } from '../../policies/actor';
import type { OwnerBookingsService } from './service';

const route = routesOf<{ ownerBookings: OwnerBookingsService }>();
const tag = 'Booking requests';
const ownerBookingList = z.array(ownerBooking);

const notFound = {
  description:
    '`Booking not found` (none of the business with that id), or no registered business.',
};
const accepted: ApiResponse = { description: 'The booking as it is now.', schema: ownerBooking };
/** What accepting refuses (docs/product/requests.md#accepting-a-request). */
const acceptRefusals = {
  400: {
    description:
      '`Hall selection is required for approval.` (a venue accepting without a hall), or `Missing booking time information`.',
  },
  409: {
    description:
      '`Only pending requests can be accepted or declined.`; the hall or worker holds another accepted booking at an overlapping time, named (`Main Hall is already booked for Wedding of Sara Khan on Sat, 28 Nov 2026, 5:00 – 11:00 pm`; `Hall is already booked for this time slot` when two accepts race); or `This time slot is already booked. Please choose another time.`',
  },
  422: {
    description:
      'A field is refused: `Hall or worker not found`, `This hall or worker is not active.`, or the hall is too small for the booking’s people (`Number of people must be at most 300, the capacity of Main Hall`).',
  },
} satisfies Record<number, ApiResponse>;
const declineRefusal = {
  409: { description: '`Only pending requests can be accepted or declined.`' },
};

/** A write of one booking of the owner's business, answered once per Idempotency-Key. */
const write = {
  access: 'business',
  desk: 'requests',
  params: idParamSchema,
  idempotent: true,
  tag,
} as const;

/** Gives a pending or accepted booking a hall or a worker (docs/product/requests.md#assigning-a-hall-or-worker). */
const assign = (resource: 'hall' | 'worker') =>
  route(
    {
      ...write,
      method: 'patch',
      path: `/bookings/:id/assign-${resource}`,
      summary: `Assign a ${resource} to a pending or accepted booking`,
      body: resource === 'hall' ? schemas.assignHallSchema : schemas.assignWorkerSchema,
      responses: {
        200: accepted,
        400: { description: '`Missing booking time information`' },
        404: notFound,
        409: {
          description: `\`Only pending or accepted bookings can be changed.\`, or, on an accepted booking, the ${resource} is already booked then (the text names it, the event, the customer and the time).`,
        },
        422: {
          description:
            'A field is refused: `Hall or worker not found`, `This hall or worker is not active.`, or the hall is too small for the booking’s people.',
        },
      },
    },
    ({ business, params, body, once, ctx }, { ownerBookings }) =>
      once(
        'hall_id' in body
          ? ownerBookings.assignStep(business, deskAuthor(ctx), params.id, body.hall_id, 'hall_id')
          : ownerBookings.assignStep(
              business,
              deskAuthor(ctx),
              params.id,
              body.worker_id,
              'worker_id',
            ),
      ),
  );

export const ownerBookingRoutes = [
  route(
    {
      method: 'get',
      path: '/bookings/business-bookings',
      tag,
      summary: "Every booking of the owner's business",
      description: 'Every status, cancelled and past ones too; `status` keeps one.',
      access: 'business',
      desk: 'requests',
      query: schemas.businessBookingsQuerySchema,
      responses: { 200: ownerBookingList },
    },
    ({ business, query }, { ownerBookings }) =>
      ownerBookings.bookings(business.businessId, query.status),
  ),
  route(
    {
      method: 'get',
      path: '/bookings/business-requests',
      tag,
      summary: 'The Booking Requests screen: upcoming requests, or past ones',
      description:
        'Requests for today on, or with `past_events` (true, 1 or yes) those before today; withdrawn ones are left out. `status` keeps one.',
      access: 'business',
      desk: 'requests',
      query: schemas.businessRequestsQuerySchema,
      responses: { 200: ownerBookingList },
    },
    ({ business, query }, { ownerBookings }) =>
      ownerBookings.requests(business.businessId, query.status, query.past_events),
  ),
  route(
    {
      method: 'get',
      path: '/business/resources/available',
      tag,
      summary: 'Which halls and workers are free at a time',
      description:
        'Each active hall or worker of the business, free or not on `date` from `startTime` to `endTime`; a busy one names the accepted booking holding it. `excludeBookingId` leaves a booking out (the one being edited).',
      access: 'business',
      desk: 'requests',
      query: schemas.availableResourcesQuerySchema,
      responses: { 200: schemas.availableResourceListSchema },
    },
    ({ business, query }, { ownerBookings }) => ownerBookings.available(business.businessId, query),
  ),
  route(
    {
      method: 'get',
      path: '/bookings/:id/check-hall-availability/:hallId',
      tag,
      summary: 'Is this hall free for this booking?',
      description:
        'Free when the hall is active and no accepted booking holds it at the booking’s time; otherwise `message` says why.',
      access: 'business',
      desk: 'requests',
      params: schemas.hallCheckParamsSchema,
      responses: {
        200: schemas.hallAvailabilitySchema,
        400: { description: '`Missing booking time information`' },
        404: {
          description:
            '`Booking not found` or `Hall not found` (another business’s hall too), or no registered business.',
        },
      },
    },
    ({ business, params }, { ownerBookings }) =>
      ownerBookings.checkHall(business, params.id, params.hallId),
  ),
  route(
    {
      ...write,
      method: 'patch',
      path: '/bookings/:id/action',
      summary: 'Accept or decline a request',
      description:
        '`action` accept (with a hall or worker, and notes) or decline (with a reason). Accepting reserves the slot; the customer is notified either way.',
      body: schemas.bookingActionSchema,
      responses: { 200: accepted, ...acceptRefusals, 404: notFound },
    },
    ({ business, params, body, once, ctx }, { ownerBookings }) =>
      once(
        body.action === 'accept'
          ? ownerBookings.approveStep(business, deskAuthor(ctx), params.id, body)
          : ownerBookings.declineStep(business, deskAuthor(ctx), params.id, body.reason),
      ),
  ),
  route(
    {
      ...write,
      method: 'patch',
      path: '/bookings/:id/approve',
      summary: 'Accept a request',
      description:
        'With the hall (a venue must choose one) or worker it takes, and notes; without one, the slot’s own hall or team. Reserves the slot; the customer is notified.',
      body: schemas.approveBookingSchema,
      responses: { 200: accepted, ...acceptRefusals, 404: notFound },
    },
    ({ business, params, body, once, ctx }, { ownerBookings }) =>
      once(ownerBookings.approveStep(business, deskAuthor(ctx), params.id, body)),
  ),
  route(
    {
      ...write,
      method: 'patch',
      path: '/bookings/:id/decline',
      summary: 'Decline a request',
      description: `With an optional reason (at most ${schemas.DECLINE_REASON_MAX} characters); the customer is notified with it (\`Booking request declined\`).`,
      body: schemas.declineBookingSchema,
      responses: { 200: accepted, ...declineRefusal, 404: notFound },
    },
    ({ business, params, body, once, ctx }, { ownerBookings }) =>
      once(ownerBookings.declineStep(business, deskAuthor(ctx), params.id, body.reason)),
  ),
  assign('worker'),
  assign('hall'),
  route(
    {
      ...write,
      method: 'patch',
      path: '/bookings/:id/status',
      summary: 'Accept or decline a request by its new status',
      description:
        '`verified` (or accepted, approved, confirmed) accepts it with the slot’s own hall or team; `declined` (or rejected) declines it, with an optional reason.',
      body: schemas.bookingStatusUpdateSchema,
      responses: { 200: accepted, ...acceptRefusals, 404: notFound },
    },
    ({ business, params, body, once, ctx }, { ownerBookings }) =>
      once(
        schemas.OWNER_STATUS_WORDS[body.status] === 'accept'
          ? ownerBookings.approveStep(business, deskAuthor(ctx), params.id, {})
          : ownerBookings.declineStep(business, deskAuthor(ctx), params.id, body.reason),
      ),
  ),
  route(
    {
      ...write,
      method: 'patch',
      path: '/bookings/:id/details',
      summary: "Change a booking's package, people, message or notes",
      description: `On a pending or accepted booking; notes on an accepted one only. More people, or another package, are checked against the hall and the package (${PEOPLE_DEFAULT_MAX} where neither says more); fewer are always taken.`,
      body: schemas.bookingDetailsSchema,
      responses: {
        200: accepted,
        404: notFound,
        409: {
          description:
            '`Only pending or accepted bookings can be changed.` or `Notes can be kept on accepted bookings only.`',
        },
        422: {
          description:
            'A field is refused: `This package is not offered by your business.`, or more people than the hall or the package holds (the text names the limit).',
        },
      },
    },
    ({ business, params, body, once, ctx }, { ownerBookings }) =>
      once(ownerBookings.detailsStep(business, deskAuthor(ctx), params.id, body)),
  ),
];
