// /api/bookings: the customer's side of booking requests (docs/product/booking.md#calls), each
// declared once with its API document. Ids are digits only (http/id-param.ts), so no word under
// /bookings can fall into the customer-only /:id route (it answered an owner's
// /bookings/business-requests with 403).
import {
  createBookingResponseSchema,
  createBookingSchema,
  customerBookingSchema,
  customerBookingStatsSchema,
  myBookingsQuerySchema,
} from '@baraat/shared/schemas/bookings';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import { routesOf } from '../../http/route';
import type { BookingsService } from './service';

const route = routesOf<{ bookings: BookingsService }>();
const tag = 'Bookings';
const booking = customerBookingSchema.meta({ id: 'CustomerBooking' });
const notFound = { description: 'Booking not found: no booking of the caller has that id.' };

const mine = (path: string, summary: string) =>
  route(
    {
      method: 'get',
      path,
      tag,
      summary,
      description:
        'Newest first; `status` keeps one stored status, `date_from` / `date_to` the slot dates between them.',
      access: 'customer',
      query: myBookingsQuerySchema,
      responses: { 200: booking.array() },
    },
    ({ user, query }, { bookings }) =>
      bookings.mine(user.id, query.status, query.date_from, query.date_to),
  );

const cancel = (method: 'delete' | 'patch', path: string) =>
  route(
    {
      method,
      path,
      tag,
      summary: 'Withdraw a pending booking request',
      description:
        'Only a pending request can be withdrawn; an accepted booking is never cancelled.',
      access: 'customer',
      params: idParamSchema,
      responses: {
        200: { description: 'The booking, now cancelled.', schema: booking },
        404: notFound,
        409: { description: 'Only pending bookings can be cancelled.' },
      },
    },
    ({ user, params }, { bookings }) => bookings.cancel(params.id, user.id),
  );

export const bookingRoutes = [
  route(
    {
      method: 'post',
      path: '/bookings',
      tag,
      summary: 'Send a booking request for a slot',
      description:
        'The customer is the caller, never a body field. `package_id` may stand for `package_selected_id`, `guest_count` for `number_of_people` (1 when neither is sent) and a free `event_type` for `event_type_id`. Several customers may ask for one slot; the owner accepts one of them.',
      access: 'customer',
      body: createBookingSchema,
      idempotent: true,
      responses: {
        201: {
          description: 'The request, pending until the owner answers.',
          schema: createBookingResponseSchema,
        },
        404: { description: 'Slot not found' },
        409: {
          description:
            'The slot is already booked, blocked by the vendor, or already requested by the caller.',
        },
      },
    },
    ({ user, body, once }, { bookings }) => once(bookings.createStep(user, body)),
  ),
  mine('/bookings', "The customer's bookings"),
  mine('/bookings/my-bookings', "The customer's bookings (My Bookings)"),
  route(
    {
      method: 'get',
      path: '/bookings/stats',
      tag,
      summary: "The customer's bookings counted by Manage Bookings' words",
      access: 'customer',
      responses: { 200: customerBookingStatsSchema },
    },
    ({ user }, { bookings }) => bookings.stats(user.id),
  ),
  route(
    {
      method: 'get',
      path: '/bookings/:id',
      tag,
      summary: 'One of the customer’s bookings',
      description: "Another customer's booking is 404, never shown.",
      access: 'customer',
      params: idParamSchema,
      responses: { 200: booking, 404: notFound },
    },
    ({ user, params }, { bookings }) => bookings.get(params.id, user.id),
  ),
  cancel('delete', '/bookings/:id'),
  cancel('patch', '/bookings/:id/cancel'),
];
