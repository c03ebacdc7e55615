// The customer's booking routes as the API document tells them (docs/product/booking.md#calls).
import {
  createBookingResponseSchema,
  createBookingSchema,
  customerBookingSchema,
  customerBookingStatsSchema,
  myBookingsQuerySchema,
} from '@baraat/shared/schemas/bookings';
import { idParamSchema } from '@baraat/shared/schemas/fields';
import type { ApiOperation } from '../../openapi/operation';

const tag = 'Bookings';
const booking = customerBookingSchema.meta({ id: 'CustomerBooking' });
const bookings = booking.array();
const notFound = { description: 'Booking not found: no booking of the caller has that id.' };

const mine = (path: string, summary: string): ApiOperation => ({
  method: 'get',
  path,
  tag,
  summary,
  description:
    'Newest first; `status` keeps one stored status, `date_from` / `date_to` the slot dates between them.',
  access: 'customer',
  query: myBookingsQuerySchema,
  responses: { 200: bookings },
});

const cancel = (method: 'delete' | 'patch', path: string): ApiOperation => ({
  method,
  path,
  tag,
  summary: 'Withdraw a pending booking request',
  description: 'Only a pending request can be withdrawn; an accepted booking is never cancelled.',
  access: 'customer',
  params: idParamSchema,
  responses: {
    200: { description: 'The booking, now cancelled.', schema: booking },
    404: notFound,
    409: { description: 'Only pending bookings can be cancelled.' },
  },
});

export const bookingsOperations: ApiOperation[] = [
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
  mine('/bookings', "The customer's bookings"),
  mine('/bookings/my-bookings', "The customer's bookings (My Bookings)"),
  {
    method: 'get',
    path: '/bookings/stats',
    tag,
    summary: "The customer's bookings counted by Manage Bookings' words",
    access: 'customer',
    responses: { 200: customerBookingStatsSchema },
  },
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
  cancel('delete', '/bookings/:id'),
  cancel('patch', '/bookings/:id/cancel'),
];
