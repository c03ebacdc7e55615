// The owner's slots (docs/product/booking.md#the-booking-lifecycle, docs/product/texts.md#limits, docs/product/calendar.md#calls): dates from today to 3 months ahead, quarter hours,
// end after start, and no two live slots of one hall or team overlapping (checked here for a
// clear message, and by the 0018 guard whatever the code does: SQLite's triggers, PostgreSQL's
// exclusion constraint). On either engine (docs/architecture.md#10-two-engines): every write is
// one transaction of steps, the day and the clock read before it; a slot an accepted booking
// holds can be neither deleted nor blocked.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import {
  BULK_MAX_SLOTS,
  lastSlotDate,
  SLOT_TEXTS,
  slotName,
  slotOverlapText,
} from '@baraat/shared/domain/slot-times';
import { fill, tx } from '@baraat/shared/i18n/text';
import type {
  BulkSlots,
  BulkSlotsResponse,
  CreateSlot,
  DeleteSlotResponse,
  OwnerSlot,
  UpdateSlot,
} from '@baraat/shared/schemas/slots';
import { nowIso } from '../../db/connection';
import type { Database, Step } from '../../db/engine';
import { conflict, fieldError } from '../../http/errors';
import type { OwnedBusiness } from '../../http/owned-business';
import type { DeskAuthor } from '../../policies/actor';
import { activitySteps } from '../activity/service';
import { type DomainEventSteps, NO_EVENT_STEPS } from '../notifications/events-service';
import { planBulk } from './bulk-plan';
import { presentOwnerSlot, presentSlotBooking } from './presenter';
import { type SlotBookingRow, slotsRepo as slots } from './repo';
import { checkPlanned, insertChecked, ownSlot, type Planned, type SlotClock } from './rules';
import { slotForWalkInStep } from './walk-in-slot';

/** The longest range one list call reads (a calendar shows at most a month and a half). */
export const MAX_RANGE_DAYS = 400;

const clockNow = (): SlotClock => ({ today: todayInPakistan(), now: nowIso() });

function checkMapping(
  business: OwnedBusiness,
  mappingId: number | undefined,
  at: 'body' | 'query',
) {
  if (mappingId !== undefined && mappingId !== business.mappingId) {
    throw fieldError(at, 'user_business_mapping_id', SLOT_TEXTS.invalidMapping);
  }
}

/** The slot as the owner's calendar shows it, read in the write's transaction. */
function* presented(business: OwnedBusiness, slotId: number): Step<OwnerSlot> {
  return presentOwnerSlot((yield* slots.byId(slotId))!, business.mappingId);
}

/** The live slots and their bookings from `from` to `to`, as the owner's device keeps them. */
export function* calendarWindow(business: OwnedBusiness, from: string, to: string) {
  const rows = yield* slots.inRange(business.businessId, from, to);
  const bookings = yield* slots.bookingsInRange(business.businessId, from, to);
  return {
    slots: rows.map((row) => presentOwnerSlot(row, business.mappingId)),
    bookings: bookings.map(presentSlotBooking),
  };
}

/** The business's live slots and its bookings among these ids, as they are now. */
export function* calendarByIds(business: OwnedBusiness, slotIds: number[], bookingIds: number[]) {
  const rows = yield* slots.byIds(business.businessId, slotIds);
  const bookings = yield* slots.bookingsByIds(business.businessId, bookingIds);
  return {
    slots: rows.map((row) => presentOwnerSlot(row, business.mappingId)),
    bookings: bookings.map(presentSlotBooking),
  };
}

function* createStep(
  business: OwnedBusiness,
  author: DeskAuthor,
  planned: Planned,
  clock: SlotClock,
) {
  const hall = yield* checkPlanned(business, planned, clock.today);
  const result = yield* insertChecked(business, author, planned, hall, clock.now);
  if ('clash' in result) throw conflict(result.clash);
  yield* activitySteps.slot(author, business.businessId, 'slot_added', result.id);
  return yield* presented(business, result.id);
}

function* bulkStep(
  business: OwnedBusiness,
  author: DeskAuthor,
  body: BulkSlots,
  clock: SlotClock,
): Step<BulkSlotsResponse> {
  const workers = new Map(
    (yield* slots.workersOf(business.businessId)).map((worker) => [worker.id, worker]),
  );
  const planned = planBulk(body, (workerId) => workers.get(workerId));
  if (planned.length === 0) throw fieldError('body', 'days', SLOT_TEXTS.bulkMissing);
  if (planned.length > BULK_MAX_SLOTS) throw fieldError('body', 'days', SLOT_TEXTS.tooMany);
  // Every slot is checked before any is stored: one bad slot stores none.
  const halls: (string | null)[] = [];
  for (const [i, slot] of planned.entries()) {
    halls.push(yield* checkPlanned(business, slot, clock.today, i + 1));
  }
  const created: OwnerSlot[] = [];
  const skipped: BulkSlotsResponse['skipped'] = [];
  for (const [i, slot] of planned.entries()) {
    const result = yield* insertChecked(business, author, slot, halls[i]!, clock.now);
    if ('clash' in result) {
      skipped.push({
        date: slot.date,
        start_time: slot.start_time,
        end_time: slot.end_time,
        worker_id: slot.worker_id,
        reason: result.clash,
      });
    } else {
      created.push(yield* presented(business, result.id));
    }
  }
  if (created.length > 0) yield* activitySteps.slots(author, business.businessId, created.length);
  return { created: created.length, slots: created, skipped };
}

function* updateStep(
  business: OwnedBusiness,
  author: DeskAuthor,
  slotId: number,
  input: UpdateSlot,
  clock: SlotClock,
): Step<OwnerSlot> {
  const row = yield* ownSlot(business, slotId);
  const next: Planned = {
    date: input.date ?? row.date,
    start_time: input.start_time ?? row.start_time,
    end_time: input.end_time ?? row.end_time,
    worker_id: input.worker_id === undefined ? row.worker_id : input.worker_id,
  };
  const moved =
    next.date !== row.date ||
    next.start_time !== row.start_time ||
    next.end_time !== row.end_time ||
    next.worker_id !== row.worker_id;
  if (moved) {
    if (yield* slots.hasAcceptedBooking(slotId)) throw conflict(SLOT_TEXTS.bookedNoChange);
    const hall = yield* checkPlanned(business, next, clock.today);
    if (next.worker_id !== null) {
      const clash = yield* slots.overlapping({
        ...next,
        worker_id: next.worker_id,
        except: slotId,
      });
      if (clash) throw conflict(slotOverlapText(hall, clash));
    }
  }
  yield* slots.update({
    id: slotId,
    ...next,
    slot_name:
      input.slot_name || (moved ? slotName(next.start_time, next.end_time) : row.slot_name),
    description: input.description ?? row.description,
    now: clock.now,
  });
  yield* activitySteps.slot(author, business.businessId, 'slot_changed', slotId);
  return yield* presented(business, slotId);
}

function* setBlockedStep(
  business: OwnedBusiness,
  author: DeskAuthor,
  slotId: number,
  blocked: boolean,
  clock: SlotClock,
): Step<OwnerSlot> {
  yield* ownSlot(business, slotId);
  if (blocked && (yield* slots.hasAcceptedBooking(slotId))) {
    throw conflict(SLOT_TEXTS.bookedNoBlock);
  }
  yield* slots.setAvailable(slotId, !blocked, clock.now);
  const kind = blocked ? 'slot_blocked' : 'slot_unblocked';
  yield* activitySteps.slot(author, business.businessId, kind, slotId);
  return yield* presented(business, slotId);
}

/** Every call is on the caller's own business, which the route has found. A write is offered
 * as a step for the routes' respondOnceStep (`…Step`, the clock read when it is asked for) and
 * as a transaction of its own. */
export function createSlotsService(db: Database, events: DomainEventSteps = NO_EVENT_STEPS) {
  /**
   * Deletes a slot no accepted booking holds. Pending requests for it are declined with a
   * reason the customer sees; a slot bookings still point at is hidden, not removed, so the
   * customer's history keeps its date.
   */
  function* removeStep(
    business: OwnedBusiness,
    author: DeskAuthor,
    slotId: number,
    clock: SlotClock,
  ): Step<DeleteSlotResponse> {
    yield* ownSlot(business, slotId);
    if (yield* slots.hasAcceptedBooking(slotId)) throw conflict(SLOT_TEXTS.bookedNoDelete);
    // The line names the slot as it was: written before the slot goes.
    yield* activitySteps.slot(author, business.businessId, 'slot_removed', slotId);
    const declined = yield* slots.declinePending(
      slotId,
      SLOT_TEXTS.removedBySlotDelete,
      clock.now,
      author.userId,
    );
    // Each customer hears of it as of any other decline, with the reason (pushed after commit).
    for (const bookingId of declined) {
      yield* events.bookingDecided(bookingId, false, SLOT_TEXTS.removedBySlotDelete);
    }
    if (yield* slots.isReferenced(slotId)) yield* slots.softDelete(slotId, clock.now);
    else yield* slots.hardDelete(slotId);
    return { slot_id: slotId, deleted: true as const, declined_requests: declined.length };
  }

  const steps = {
    createStep: (business: OwnedBusiness, author: DeskAuthor, input: CreateSlot) => {
      checkMapping(business, input.user_business_mapping_id, 'body');
      const planned: Planned = { ...input, worker_id: input.worker_id ?? null };
      const clock = clockNow();
      return () => createStep(business, author, planned, clock);
    },
    bulkStep: (
      business: OwnedBusiness,
      author: DeskAuthor,
      mappingId: number | undefined,
      body: BulkSlots,
    ) => {
      checkMapping(business, mappingId, 'query');
      const clock = clockNow();
      return () => bulkStep(business, author, body, clock);
    },
    updateStep: (
      business: OwnedBusiness,
      author: DeskAuthor,
      slotId: number,
      input: UpdateSlot,
    ) => {
      const clock = clockNow();
      return () => updateStep(business, author, slotId, input, clock);
    },
    blockStep: (business: OwnedBusiness, author: DeskAuthor, slotId: number) => {
      const clock = clockNow();
      return () => setBlockedStep(business, author, slotId, true, clock);
    },
    unblockStep: (business: OwnedBusiness, author: DeskAuthor, slotId: number) => {
      const clock = clockNow();
      return () => setBlockedStep(business, author, slotId, false, clock);
    },
    removeStep: (business: OwnedBusiness, author: DeskAuthor, slotId: number) => {
      const clock = clockNow();
      return () => removeStep(business, author, slotId, clock);
    },
  };

  /** A write as a transaction of its own. */
  const transaction = <T>(work: () => () => Step<T>) => db.transaction(work());

  async function list(
    business: OwnedBusiness,
    query: {
      start_date?: string | undefined;
      end_date?: string | undefined;
      include_bookings: boolean;
    },
  ): Promise<OwnerSlot[]> {
    const today = todayInPakistan();
    const from = query.start_date ?? today;
    const to = query.end_date ?? lastSlotDate(today);
    if (to < from)
      throw fieldError('query', 'end_date', tx('end_date must not be before start_date'));
    if (to > addDays(from, MAX_RANGE_DAYS)) {
      throw fieldError(
        'query',
        'end_date',
        fill(tx('A range may span at most {max} days'), { max: MAX_RANGE_DAYS }),
      );
    }
    if (!query.include_bookings) {
      const rows = await db.read(slots.inRange(business.businessId, from, to));
      return rows.map((row) => presentOwnerSlot(row, business.mappingId));
    }
    const { rows, bookings } = await db.read(
      (function* () {
        return {
          rows: yield* slots.inRange(business.businessId, from, to),
          bookings: yield* slots.bookingsInRange(business.businessId, from, to),
        };
      })(),
    );
    const bySlot = new Map<number, SlotBookingRow[]>();
    for (const booking of bookings) {
      bySlot.set(booking.slot_id, [...(bySlot.get(booking.slot_id) ?? []), booking]);
    }
    return rows.map((row) => presentOwnerSlot(row, business.mappingId, bySlot.get(row.id) ?? []));
  }

  async function available(business: OwnedBusiness, date: string): Promise<OwnerSlot[]> {
    return (await db.read(slots.inRange(business.businessId, date, date)))
      .filter((row) => row.is_available === 1 && row.is_reserved === 0)
      .map((row) => presentOwnerSlot(row, business.mappingId));
  }

  return {
    ...steps,
    list,
    available,
    create: (business: OwnedBusiness, author: DeskAuthor, input: CreateSlot) =>
      transaction(() => steps.createStep(business, author, input)),
    bulk: (
      business: OwnedBusiness,
      author: DeskAuthor,
      mappingId: number | undefined,
      body: BulkSlots,
    ) => transaction(() => steps.bulkStep(business, author, mappingId, body)),
    update: (business: OwnedBusiness, author: DeskAuthor, slotId: number, input: UpdateSlot) =>
      transaction(() => steps.updateStep(business, author, slotId, input)),
    block: (business: OwnedBusiness, author: DeskAuthor, slotId: number) =>
      transaction(() => steps.blockStep(business, author, slotId)),
    unblock: (business: OwnedBusiness, author: DeskAuthor, slotId: number) =>
      transaction(() => steps.unblockStep(business, author, slotId)),
    remove: (business: OwnedBusiness, author: DeskAuthor, slotId: number) =>
      transaction(() => steps.removeStep(business, author, slotId)),
  };
}

export type OwnerSlotsService = ReturnType<typeof createSlotsService>;

/** The walk-in's slot (the one named, an open one at those times, or a new one), as a step of
 * the walk-in's transaction. */
export { slotForWalkInStep };
