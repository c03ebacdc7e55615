// The owner's answers to booking requests (docs/product/booking.md#the-booking-lifecycle, docs/product/texts.md#limits, docs/product/requests.md#calls, docs/product/requests.md#texts), on either engine
// (docs/architecture.md#10-two-engines). Every call is scoped to the caller's business; a
// booking of another business is "not found". Accepting or assigning checks the hall's (or
// worker's) other accepted bookings for overlapping times inside the same transaction as the
// update; the database's guards are the last word (SQLite's overlap triggers, PostgreSQL's
// exclusion constraint resource_double_booked, and the one accepted booking per slot index;
// their 409s: http/constraint-errors.ts). On PostgreSQL the answers lock the booking they change
// and share-lock the hall they give (db/row-locks.ts); two approvals at once that each read the
// hall free are settled by that constraint, after which the loser runs again from the start
// (the engine's transaction helper) and the service's own check names the holder.
// Accepting one request leaves the business's other pending requests for overlapping times
// pending: the owner declines them (with a reason), as the spec's screens let them.
// People (domain/people.ts): a new hall must hold them; an edit that raises them or changes
// the package is checked against the hall and the package, with 50 where neither says more.
// The day and the clock are read before each transaction, so a PostgreSQL retry decides and
// writes the same; a decision's notification is a step of the same transaction, its push after
// the commit.
import { REQUEST_ERRORS } from '@baraat/shared/constants/business-requests';
import { canTransition } from '@baraat/shared/domain/booking';
import { todayInPakistan } from '@baraat/shared/domain/dates';
import type { ActivityKind } from '@baraat/shared/domain/desk-activity';
import { mayAccept } from '@baraat/shared/domain/holds';
import { tx } from '@baraat/shared/i18n/text';
import { BOOKING_ERRORS } from '@baraat/shared/schemas/bookings';
import type { OwnerBooking } from '@baraat/shared/schemas/business-bookings';
import { nowIso } from '../../db/connection';
import type { Database, Step } from '../../db/engine';
import { lockingRows } from '../../db/row-locks';
import { AppError, badRequest, conflict, fieldError, notFound } from '../../http/errors';
import type { OwnedBusiness } from '../../http/owned-business';
import type { DeskAuthor } from '../../policies/actor';
import { deskActor } from '../../policies/actor';
import { can } from '../../policies/authorize';
import { packagePolicy, resourcePolicy } from '../../policies/business';
import { activitySteps } from '../activity/service';
import { holdSteps } from '../holds/service';
import { type DomainEventSteps, NO_EVENT_STEPS } from '../notifications/events-service';
import {
  load,
  loadChangeable,
  loadToChange,
  ownResource,
  type ResourceField,
  refuseOverlap,
} from './answer-reads';
import { available, conflictText, heldBy, holderFor } from './availability';
import { bookingBounds, refuseSmallerHall, refuseTooMany } from './people-bounds';
import { acceptTerms, decided, lineFacts, presentOwnerBooking } from './presenter';
import {
  type ChangingRow,
  type DateScope,
  type HolderRow,
  type OwnerBookingRow,
  type ResourceRow,
  ownerBookingsRepo as repo,
} from './repo';

export interface ApproveInput {
  hall_id?: number | null | undefined;
  worker_id?: number | null | undefined;
  notes?: string | null | undefined;
  hold_days?: number | undefined; // docs/product/payments.md#holding-a-date
}

export interface DetailsInput {
  package_id?: number | null | undefined;
  number_of_people?: number | undefined;
  message?: string | undefined;
  notes?: string | null | undefined;
}

/** Accepting a booking, read and checked but not written (docs/product/requests.md#accepting-a-request):
 * what it would hold, or its refusal and the field that refusal is about (`booking_id` when
 * it is about the booking itself). */
export type Approval =
  | { row: ChangingRow; chosen: number | null; holds: HolderRow | null; refusal?: never }
  | { row: ChangingRow; refusal: AppError; field: ResourceField | 'booking_id' };

export function createOwnerBookingsService(
  db: Database,
  events: DomainEventSteps = NO_EVENT_STEPS,
) {
  /** Whether the booking may be accepted with `input`, read only. `alsoHeld`: bookings the
   * same answer accepts before this one (a wedding's earlier events), holding their hall as
   * accepted ones do. A booking not found, not pending, or with no hall for a venue is thrown:
   * nothing about it can be told apart. */
  function* approval(
    business: OwnedBusiness,
    id: number,
    input: ApproveInput,
    alsoHeld: readonly HolderRow[] = [],
  ): Step<Approval> {
    const row = yield* loadToChange(business, id);
    if (!mayAccept(row.status, row.hold_until)) throw conflict(REQUEST_ERRORS.notPending);
    const field: ResourceField = input.hall_id ? 'hall_id' : 'worker_id';
    const chosen = input.hall_id ?? input.worker_id ?? row.worker_id;
    if (business.isHall && !chosen) throw badRequest(REQUEST_ERRORS.hallRequired);
    if (!row.start_time || !row.end_time) {
      return { row, refusal: badRequest(REQUEST_ERRORS.missingTime), field: 'booking_id' };
    }
    let resource: ResourceRow | null = null;
    if (chosen) {
      try {
        resource = yield* ownResource(business, chosen, field);
        refuseSmallerHall(row, resource, field);
        yield* refuseOverlap(row, chosen, alsoHeld);
      } catch (error) {
        if (error instanceof AppError) return { row, refusal: error, field };
        throw error;
      }
    }
    if (row.slot_taken) {
      return { row, refusal: conflict(BOOKING_ERRORS.slotTaken), field: 'booking_id' };
    }
    return { row, chosen, holds: resource && heldBy(row, resource) };
  }

  function* approveStep(
    business: OwnedBusiness,
    author: DeskAuthor,
    id: number,
    input: ApproveInput,
    now: string,
  ): Step<OwnerBookingRow> {
    const checked = yield* approval(business, id, input);
    if (checked.refusal) throw checked.refusal;
    const { row, chosen } = checked;
    // Its hold goes in with its status: one write of the booking's row.
    const holdUntil = yield* holdSteps.onAccept(acceptTerms(business, row), now, input.hold_days);
    yield* repo.decide({
      id: row.id,
      status: 'verified',
      worker: chosen,
      notes: input.notes ?? row.notes,
      reason: null,
      holdUntil,
      now,
      by: author.userId,
    });
    yield* repo.reserve(row.slot_id, now);
    yield* events.bookingDecided(row.id, true, null, decided(business, row));
    return row;
  }

  function* declineStep(
    business: OwnedBusiness,
    author: DeskAuthor,
    id: number,
    reason: string | null,
    now: string,
  ): Step<OwnerBookingRow> {
    const row = yield* loadToChange(business, id);
    if (!canTransition(row.status, 'decline')) throw conflict(REQUEST_ERRORS.notPending);
    yield* repo.decide({
      id: row.id,
      status: 'declined',
      worker: row.worker_id,
      notes: row.notes,
      reason,
      holdUntil: row.hold_until,
      now,
      by: author.userId,
    });
    yield* events.bookingDecided(row.id, false, reason, decided(business, row));
    return row;
  }

  /** A new hall or worker on a pending or accepted booking (the accepted one is checked). */
  function* assignStep(
    business: OwnedBusiness,
    id: number,
    resource: number,
    field: ResourceField,
    now: string,
  ): Step<OwnerBookingRow> {
    const row = yield* loadChangeable(business, id);
    refuseSmallerHall(row, yield* ownResource(business, resource, field), field);
    if (row.status === 'verified') yield* refuseOverlap(row, resource);
    yield* repo.assign(row.id, resource, now);
    return row;
  }

  function* detailsStep(
    business: OwnedBusiness,
    id: number,
    input: DetailsInput,
    now: string,
  ): Step<OwnerBookingRow> {
    const row = yield* loadChangeable(business, id);
    if (input.notes !== undefined && row.status !== 'verified') {
      throw conflict(REQUEST_ERRORS.notesOnlyVerified);
    }
    if (
      input.package_id &&
      !can(deskActor(business), 'offer', packagePolicy, yield* repo.package(input.package_id))
    ) {
      throw fieldError('body', 'package_id', REQUEST_ERRORS.packageNotOffered);
    }
    const pkg = input.package_id === undefined ? row.package_id : input.package_id;
    const people = input.number_of_people ?? row.number_of_people;
    // More people, or another package: checked. Fewer people are always taken.
    if (people > row.number_of_people || (pkg !== null && pkg !== row.package_id)) {
      refuseTooMany(
        people,
        yield* bookingBounds(business.businessId, row.worker_id, pkg),
        input.number_of_people === undefined ? 'package_id' : 'number_of_people',
      );
    }
    yield* repo.details({
      id: row.id,
      package: pkg,
      people,
      message: input.message ?? row.message,
      notes: input.notes === undefined ? row.notes : input.notes,
      now,
    });
    return row;
  }

  function* checkHallStep(business: OwnedBusiness, id: number, hallId: number) {
    const row = yield* load(business, id);
    const hall = yield* repo.resource(hallId);
    // Another business's hall in the path: as unknown as a missing one.
    if (!can(deskActor(business), 'use', resourcePolicy, hall)) {
      throw notFound(tx('Hall not found'));
    }
    const holder = hall.is_active ? yield* holderFor(row, hallId) : undefined;
    const free = hall.is_active === 1 && !holder;
    return {
      hall_id: hallId,
      available: free,
      message: holder ? conflictText(holder) : free ? null : REQUEST_ERRORS.resourceUnavailable,
    };
  }

  async function list(
    businessId: number,
    status: string | undefined,
    scope: DateScope,
    everything = false,
  ): Promise<OwnerBooking[]> {
    const today = todayInPakistan();
    const rows = await db.read(repo.list(businessId, status ?? null, scope, today, everything));
    return rows.map((row) => presentOwnerBooking(row, today));
  }

  /** A change of one booking as the routes hand it to respondOnceStep: the day and the clock
   * read now, once (a PostgreSQL retry writes the same), the step run later, then the booking
   * read back once for both its answer and its line of the Activity. A wedding's answer writes
   * one line for the wedding instead, so its steps go without. */
  const writing =
    <A extends unknown[]>(
      kind: ActivityKind,
      step: (
        business: OwnedBusiness,
        author: DeskAuthor,
        ...args: [...A, string]
      ) => Step<OwnerBookingRow>,
    ) =>
    (business: OwnedBusiness, author: DeskAuthor, ...args: A) => {
      const [today, now] = [todayInPakistan(), nowIso()];
      return function* (): Step<OwnerBooking> {
        const { id } = yield* step(business, author, ...args, now);
        const after = (yield* repo.byId(id))!;
        yield* activitySteps.booking(author, business.businessId, kind, id, lineFacts(after));
        return presentOwnerBooking(after, today);
      };
    };
  /** A change that does not store its author on the booking: its line alone names them. */
  const unsigned =
    <A extends unknown[]>(step: (business: OwnedBusiness, ...args: A) => Step<OwnerBookingRow>) =>
    (business: OwnedBusiness, _author: DeskAuthor, ...args: A) =>
      step(business, ...args);
  // Each locks the booking it changes (and the hall it gives) instead of running SERIALIZABLE:
  // a desk answering a day's requests at once, its answers reading what the others write,
  // failed to serialize and ran again one at a time (db/row-locks.ts).
  const approveWork = lockingRows(writing('booking_accepted', approveStep));
  const declineWork = lockingRows(writing('booking_declined', declineStep));
  const assignWork = lockingRows(writing('booking_changed', unsigned(assignStep)));
  const detailsWork = lockingRows(writing('booking_changed', unsigned(detailsStep)));

  return {
    /** Every booking of the business, cancelled ones too (GET /bookings/business-bookings). */
    bookings: (businessId: number, status?: string) => list(businessId, status, 'all', true),
    /** The requests screen: upcoming ones, or past ones with past_events (withdrawn left out). */
    requests: (businessId: number, status: string | undefined, past: boolean) =>
      list(businessId, status, past ? 'past' : 'upcoming'),
    /** The writes as steps, for the routes' respondOnceStep (the Idempotency-Key, the write and
     * its stored answer one transaction). */
    approveStep: approveWork,
    declineStep: declineWork,
    /** Accepting and declining one request as steps of another write's transaction (a
     * wedding's answer: docs/product/weddings.md#the-owner-answers), the clock given. */
    decisions: { approval, approve: approveStep, decline: declineStep },
    assignStep: assignWork,
    detailsStep: detailsWork,
    approve: (business: OwnedBusiness, author: DeskAuthor, id: number, input: ApproveInput) =>
      db.transaction(approveWork(business, author, id, input)),
    decline: (business: OwnedBusiness, author: DeskAuthor, id: number, reason: string | null) =>
      db.transaction(declineWork(business, author, id, reason)),
    assign: (
      business: OwnedBusiness,
      author: DeskAuthor,
      id: number,
      resource: number,
      field: ResourceField,
    ) => db.transaction(assignWork(business, author, id, resource, field)),
    details: (business: OwnedBusiness, author: DeskAuthor, id: number, input: DetailsInput) =>
      db.transaction(detailsWork(business, author, id, input)),
    checkHall: (business: OwnedBusiness, id: number, hallId: number) =>
      db.read(checkHallStep(business, id, hallId)),
    available: (
      businessId: number,
      query: { date: string; startTime: string; endTime: string; excludeBookingId?: number },
    ) => db.read(available(businessId, query)),
  };
}

export type OwnerBookingsService = ReturnType<typeof createOwnerBookingsService>;

/** What an accepted booking holds, as another answer's checks read it. */
export type { HolderRow } from './repo';

/** The owner's rules a walk-in passes, as steps of the walk-in's transaction. */
export { walkInRuleSteps } from './walk-in-rules';
