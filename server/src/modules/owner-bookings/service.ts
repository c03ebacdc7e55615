// The owner's answers to booking requests (docs/product/booking.md#the-booking-lifecycle, docs/product/texts.md#limits, docs/product/requests.md#calls, docs/product/requests.md#texts). Every call is scoped to the
// caller's business; a booking of another business is "not found". Accepting or assigning
// checks the hall's (or worker's) other accepted bookings for overlapping times inside the
// same IMMEDIATE transaction as the update; the overlap triggers (0028) and the one accepted
// booking per slot index are the last guard (their 409s: http/constraint-errors.ts).
//
// Accepting one request leaves the business's other pending requests for overlapping times
// pending: the owner declines them (with a reason), as the spec's screens let them.
//
// People (domain/people.ts): a new hall must hold them; an edit that raises them or changes
// the package is checked against the hall and the package, with 50 where neither says more.
import { REQUEST_ERRORS } from '@baraat/shared/constants/business-requests';
import { canTransition } from '@baraat/shared/domain/booking';
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { BOOKING_ERRORS } from '@baraat/shared/schemas/bookings';
import type { OwnerBooking } from '@baraat/shared/schemas/business-bookings';
import { type Db, inTransaction, nowIso } from '../../db/connection';
import { badRequest, conflict, fieldError, notFound } from '../../http/errors';
import type { OwnedBusiness } from '../../http/owned-business';
import { type DomainEvents, NO_EVENTS } from '../notifications/events-service';
import { conflictText, createAvailability } from './availability';
import { bookingBounds, refuseSmallerHall, refuseTooMany } from './people-bounds';
import { presentOwnerBooking } from './presenter';
import {
  createOwnerBookingsRepo,
  type DateScope,
  type OwnerBookingRow,
  type ResourceRow,
} from './repo';
import { createWalkInRules } from './walk-in-rules';

type ResourceField = 'hall_id' | 'worker_id';

export interface ApproveInput {
  hall_id?: number | null | undefined;
  worker_id?: number | null | undefined;
  notes?: string | null | undefined;
}

export interface DetailsInput {
  package_id?: number | null | undefined;
  number_of_people?: number | undefined;
  message?: string | undefined;
  notes?: string | null | undefined;
}

export function createOwnerBookingsService(db: Db, events: DomainEvents = NO_EVENTS) {
  const repo = createOwnerBookingsRepo(db);
  const { holderFor, available } = createAvailability(repo);
  const present = (row: OwnerBookingRow) => presentOwnerBooking(row, todayInPakistan());

  function load(business: OwnedBusiness, id: number) {
    const row = repo.byId(id, business.businessId);
    if (!row) throw notFound(BOOKING_ERRORS.bookingNotFound);
    return row;
  }

  const reload = (row: OwnerBookingRow) => present(repo.byId(row.id, row.business_id)!);

  /** A hall or worker of the caller's own business that is active; 422 on the field if not. */
  function ownResource(business: OwnedBusiness, id: number, field: ResourceField): ResourceRow {
    const resource = repo.resource(id);
    if (!resource || resource.business_id !== business.businessId) {
      throw fieldError('body', field, REQUEST_ERRORS.resourceNotFound);
    }
    if (!resource.is_active) throw fieldError('body', field, REQUEST_ERRORS.resourceInactive);
    return resource;
  }

  function refuseOverlap(row: OwnerBookingRow, resource: number) {
    const holder = holderFor(row, resource);
    if (holder) throw conflict(conflictText(holder));
  }

  function approve(business: OwnedBusiness, id: number, input: ApproveInput): OwnerBooking {
    return inTransaction(db, () => {
      const row = load(business, id);
      if (!canTransition(row.status, 'accept')) throw conflict(REQUEST_ERRORS.notPending);
      const field: ResourceField = input.hall_id ? 'hall_id' : 'worker_id';
      const chosen = input.hall_id ?? input.worker_id ?? row.worker_id;
      if (business.isHall && !chosen) throw badRequest(REQUEST_ERRORS.hallRequired);
      if (!row.start_time || !row.end_time) throw badRequest(REQUEST_ERRORS.missingTime);
      if (chosen) {
        refuseSmallerHall(row, ownResource(business, chosen, field), field);
        refuseOverlap(row, chosen);
      }
      if (repo.slotTaken(row.slot_id, row.id)) throw conflict(BOOKING_ERRORS.slotTaken);
      const now = nowIso();
      repo.decide({
        id: row.id,
        status: 'verified',
        worker: chosen,
        notes: input.notes ?? row.notes,
        reason: null,
        now,
      });
      repo.reserve(row.slot_id, now);
      events.bookingDecided(row.id, true, null);
      return reload(row);
    });
  }

  function decline(business: OwnedBusiness, id: number, reason: string | null): OwnerBooking {
    return inTransaction(db, () => {
      const row = load(business, id);
      if (!canTransition(row.status, 'decline')) throw conflict(REQUEST_ERRORS.notPending);
      repo.decide({
        id: row.id,
        status: 'declined',
        worker: row.worker_id,
        notes: row.notes,
        reason,
        now: nowIso(),
      });
      events.bookingDecided(row.id, false, reason);
      return reload(row);
    });
  }

  const changeable = (row: OwnerBookingRow) =>
    row.status === 'pending' || row.status === 'verified';

  /** A new hall or worker on a pending or accepted booking (the accepted one is checked). */
  function assign(business: OwnedBusiness, id: number, resource: number, field: ResourceField) {
    return inTransaction(db, () => {
      const row = load(business, id);
      if (!changeable(row)) throw conflict(REQUEST_ERRORS.notEditable);
      refuseSmallerHall(row, ownResource(business, resource, field), field);
      if (row.status === 'verified') refuseOverlap(row, resource);
      repo.assign(row.id, resource, nowIso());
      return reload(row);
    });
  }

  function checkHall(business: OwnedBusiness, id: number, hallId: number) {
    const row = load(business, id);
    const hall = repo.resource(hallId);
    // Another business's hall in the path: as unknown as a missing one.
    if (!hall || hall.business_id !== business.businessId) throw notFound('Hall not found');
    const holder = hall.is_active ? holderFor(row, hallId) : undefined;
    const available = hall.is_active === 1 && !holder;
    return {
      hall_id: hallId,
      available,
      message: holder
        ? conflictText(holder)
        : available
          ? null
          : REQUEST_ERRORS.resourceUnavailable,
    };
  }

  function details(business: OwnedBusiness, id: number, input: DetailsInput): OwnerBooking {
    return inTransaction(db, () => {
      const row = load(business, id);
      if (!changeable(row)) throw conflict(REQUEST_ERRORS.notEditable);
      if (input.notes !== undefined && row.status !== 'verified') {
        throw conflict(REQUEST_ERRORS.notesOnlyVerified);
      }
      if (input.package_id && repo.package(input.package_id)?.business_id !== business.businessId) {
        throw fieldError('body', 'package_id', REQUEST_ERRORS.packageNotOffered);
      }
      const pkg = input.package_id === undefined ? row.package_id : input.package_id;
      const people = input.number_of_people ?? row.number_of_people;
      // More people, or another package: checked. Fewer people are always taken.
      if (people > row.number_of_people || (pkg !== null && pkg !== row.package_id)) {
        refuseTooMany(
          people,
          bookingBounds(repo, business.businessId, row.worker_id, pkg),
          input.number_of_people === undefined ? 'package_id' : 'number_of_people',
        );
      }
      repo.details({
        id: row.id,
        package: pkg,
        people,
        message: input.message ?? row.message,
        notes: input.notes === undefined ? row.notes : input.notes,
        now: nowIso(),
      });
      return reload(row);
    });
  }

  const list = (businessId: number, status: string | undefined, scope: DateScope, all = false) =>
    repo.list(businessId, status ?? null, scope, todayInPakistan(), all).map(present);

  return {
    /** Every booking of the business, cancelled ones too (GET /bookings/business-bookings). */
    bookings: (businessId: number, status?: string) => list(businessId, status, 'all', true),
    /** The requests screen: upcoming ones, or past ones with past_events (withdrawn left out). */
    requests: (businessId: number, status: string | undefined, past: boolean) =>
      list(businessId, status, past ? 'past' : 'upcoming'),
    approve,
    decline,
    assign,
    checkHall,
    details,
    available,
    /** The owner's booking rules a walk-in passes (the walkins module). */
    walkInRules: createWalkInRules(repo),
  };
}

export type OwnerBookingsService = ReturnType<typeof createOwnerBookingsService>;
