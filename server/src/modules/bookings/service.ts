// Booking rules (docs/product/booking.md#the-booking-lifecycle; docs/product/decisions.md#double-booking). Every write is one
// IMMEDIATE transaction; the partial unique indexes of 0008 are the last guard. A request
// share-locks its slot and runs at READ COMMITTED on PostgreSQL (db/row-locks.ts): requests of
// one business at once read what each other write, and SERIALIZABLE failed them to run them
// again one at a time; two copies of one customer's request meet at the unique index and the
// second runs again to find the first.
import {
  BOOKING_WINDOW_MONTHS,
  canTransition,
  countManageStatuses,
} from '@baraat/shared/domain/booking';
import { addMonths, timeInPakistan, todayInPakistan } from '@baraat/shared/domain/dates';
import { PEOPLE_MAX, peopleRefusal } from '@baraat/shared/domain/people';
import {
  BOOKING_ERRORS,
  type CreateBookingResponse,
  type CustomerBookingStats,
  type createBookingSchema,
} from '@baraat/shared/schemas/bookings';
import type { z } from 'zod';
import { nowIso } from '../../db/connection';
import type { Database, Step } from '../../db/engine';
import { lockingRows, withRowLocks } from '../../db/row-locks';
import type { AuthUser } from '../../http/context';
import { conflict, fieldError, notFound } from '../../http/errors';
import { customerActor } from '../../policies/actor';
import { authorize } from '../../policies/authorize';
import { bookingPolicy } from '../../policies/booking';
import { type DomainEventSteps, NO_EVENT_STEPS } from '../notifications/events-service';
import { presentBooking } from './presenter';
import { bookingsRepo as bookings } from './repo';

export type CreateBooking = z.output<typeof createBookingSchema>;

/** The day, the hour and the clock a request is decided on, read before its transaction: a
 * PostgreSQL retry decides and writes the same. */
export interface RequestClock {
  today: string;
  now: string;
  stamp: string;
}

/** A request's checks and its pending booking (docs/product/booking.md#the-booking-lifecycle),
 * as a step of the caller's transaction: a single booking's, or one event of a wedding's
 * (docs/product/weddings.md#a-wedding-groups-events) carrying its id. Returns the booking's id. */
export function* requestStep(
  user: AuthUser,
  input: CreateBooking,
  clock: RequestClock,
  weddingId: number | null = null,
): Step<number> {
  const { today, now } = clock;
  const slot = yield* bookings.slot(input.slot_id);
  if (!slot) throw notFound(BOOKING_ERRORS.slotNotFound);
  if (
    input.user_business_mapping_id &&
    input.user_business_mapping_id !== slot.user_business_mapping_id
  ) {
    throw fieldError('body', 'user_business_mapping_id', BOOKING_ERRORS.wrongBusiness);
  }
  if (slot.owner_user_id === user.id)
    throw fieldError('body', 'slot_id', BOOKING_ERRORS.ownBusiness);
  // An id off the list is the caller's mistake (422 on its field), not the foreign key's.
  if (input.event_type_id && !(yield* bookings.eventTypeExists(input.event_type_id))) {
    throw fieldError('body', 'event_type_id', BOOKING_ERRORS.eventTypeNotFound);
  }
  if (slot.date < today || (slot.date === today && slot.start_time <= now)) {
    throw fieldError('body', 'slot_id', BOOKING_ERRORS.slotPast);
  }
  if (slot.date > addMonths(today, BOOKING_WINDOW_MONTHS)) {
    throw fieldError('body', 'slot_id', BOOKING_ERRORS.slotTooFar);
  }
  if (slot.is_reserved) throw conflict(BOOKING_ERRORS.slotTaken);
  if (!slot.is_available) throw conflict(BOOKING_ERRORS.slotBlocked);
  const chosen = input.package_selected_id
    ? yield* bookings.package(input.package_selected_id)
    : undefined;
  if (input.package_selected_id && chosen?.business_id !== slot.business_id) {
    throw fieldError('body', 'package_selected_id', BOOKING_ERRORS.packageNotOffered);
  }
  const worker = input.worker_assigned_id
    ? yield* bookings.worker(input.worker_assigned_id)
    : undefined;
  if (input.worker_assigned_id && worker?.business_id !== slot.business_id) {
    throw fieldError('body', 'worker_assigned_id', BOOKING_ERRORS.wrongBusiness);
  }
  // No default of 50 here: the hall a request ends in is checked when the owner picks it.
  const tooMany = peopleRefusal(
    input.number_of_people,
    { resource: worker, package: chosen },
    PEOPLE_MAX,
  );
  if (tooMany) throw fieldError('body', 'number_of_people', tooMany);
  if (yield* bookings.hasOpenRequest(slot.id, user.id))
    throw conflict(BOOKING_ERRORS.alreadyRequested);
  const id = yield* bookings.insert({
    slot_id: slot.id,
    business_id: slot.business_id,
    customer_user_id: user.id,
    event_type_id: input.event_type_id ?? null,
    event_type_text: input.event_type_text ?? null,
    package_id: input.package_selected_id ?? null,
    worker_id: input.worker_assigned_id ?? null,
    number_of_people: input.number_of_people,
    message: input.message,
    contact_name: input.customer_name ?? null,
    contact_email: input.customer_email ?? null,
    contact_phone: input.customer_phone ?? null,
    now: clock.stamp,
    wedding_id: weddingId,
  });
  return id;
}

export function createBookingsService(db: Database, events: DomainEventSteps = NO_EVENT_STEPS) {
  function* createStep(user: AuthUser, input: CreateBooking, clock: RequestClock) {
    const id = yield* requestStep(user, input, clock);
    yield* events.bookingRequested(id);
    return { booking_id: id, status: 'pending' as const };
  }

  function* ownBooking(id: number, customerId: number, action: 'read' | 'cancel' = 'read') {
    // Another customer's booking is "not found", not "forbidden": its existence is private.
    return authorize(customerActor(customerId), action, bookingPolicy, yield* bookings.byId(id));
  }

  /** The customer withdraws a pending request (docs/product/booking.md#the-booking-lifecycle: only pending ones). */
  function* cancelStep(id: number, customerId: number, today: string, now: string) {
    const row = yield* ownBooking(id, customerId, 'cancel');
    if (!canTransition(row.status, 'cancel')) throw conflict(BOOKING_ERRORS.onlyPendingCancel);
    yield* bookings.setStatus(id, 'cancelled', now);
    return presentBooking((yield* bookings.byId(id))!, today);
  }

  return {
    /** A customer's request for a slot; the route passes the step to respondOnceStep, so the
     * request and its Idempotency-Key are one transaction. */
    createStep: lockingRows((user: AuthUser, input: CreateBooking) => {
      const clock = { today: todayInPakistan(), now: timeInPakistan(), stamp: nowIso() };
      return () => createStep(user, input, clock);
    }),
    create: (user: AuthUser, input: CreateBooking): Promise<CreateBookingResponse> => {
      const clock = { today: todayInPakistan(), now: timeInPakistan(), stamp: nowIso() };
      return db.transaction(withRowLocks(() => createStep(user, input, clock)));
    },
    cancel: (id: number, customerId: number) => {
      const [today, now] = [todayInPakistan(), nowIso()];
      return db.transaction(() => cancelStep(id, customerId, today, now));
    },
    /** The lifecycle's `complete`: accepted bookings whose date has passed (run by maintenance). */
    completePast: (today = todayInPakistan()) => {
      const now = nowIso();
      return db.transaction(() => bookings.completePast(today, now));
    },
    get: async (id: number, customerId: number) =>
      presentBooking(await db.read(ownBooking(id, customerId)), todayInPakistan()),
    /** The customer's bookings counted by Manage Bookings' words. */
    stats: async (customerId: number): Promise<CustomerBookingStats> =>
      countManageStatuses(await db.read(bookings.ofCustomer(customerId)), todayInPakistan()),
    mine: async (customerId: number, status?: string, from?: string, to?: string) =>
      (await db.read(bookings.ofCustomer(customerId, status, from, to))).map((row) =>
        presentBooking(row, todayInPakistan()),
      ),
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
