// The owner's slots (docs/product/booking.md#the-booking-lifecycle, docs/product/texts.md#limits, docs/product/calendar.md#calls): dates from today to 3 months ahead, quarter hours,
// end after start, and no two live slots of one hall or team overlapping (checked here for a
// clear message, and by the 0018 triggers whatever the code does). Every write is one
// IMMEDIATE transaction; a slot an accepted booking holds can be neither deleted nor blocked.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import {
  BULK_MAX_SLOTS,
  lastSlotDate,
  SLOT_TEXTS,
  slotName,
  slotOverlapText,
} from '@baraat/shared/domain/slot-times';
import type {
  BulkSlots,
  BulkSlotsResponse,
  CreateSlot,
  OwnerSlot,
  UpdateSlot,
} from '@baraat/shared/schemas/slots';
import { type Db, inTransaction, nowIso } from '../../db/connection';
import { conflict, fieldError } from '../../http/errors';
import type { OwnedBusiness } from '../../http/owned-business';
import { type DomainEvents, NO_EVENTS } from '../notifications/events-service';
import { planBulk } from './bulk-plan';
import { presentOwnerSlot, presentSlotBooking } from './presenter';
import { createSlotsRepo, type SlotBookingRow, type SlotRow } from './repo';
import { createSlotRules, type Planned } from './rules';
import { createWalkInSlot } from './walk-in-slot';

/** The longest range one list call reads (a calendar shows at most a month and a half). */
const MAX_RANGE_DAYS = 400;

/** Every call is on the caller's own business, which the route has found. */
export function createSlotsService(db: Db, events: DomainEvents = NO_EVENTS) {
  const slots = createSlotsRepo(db);
  const { ownSlot, checkPlanned, insertChecked } = createSlotRules(slots);

  function checkMapping(
    business: OwnedBusiness,
    mappingId: number | undefined,
    at: 'body' | 'query',
  ) {
    if (mappingId !== undefined && mappingId !== business.mappingId) {
      throw fieldError(at, 'user_business_mapping_id', SLOT_TEXTS.invalidMapping);
    }
  }

  function present(business: OwnedBusiness, row: SlotRow) {
    return presentOwnerSlot(row, business.mappingId);
  }

  function list(
    business: OwnedBusiness,
    query: {
      start_date?: string | undefined;
      end_date?: string | undefined;
      include_bookings: boolean;
    },
  ): OwnerSlot[] {
    const today = todayInPakistan();
    const from = query.start_date ?? today;
    const to = query.end_date ?? lastSlotDate(today);
    if (to < from) throw fieldError('query', 'end_date', 'end_date must not be before start_date');
    if (to > addDays(from, MAX_RANGE_DAYS)) {
      throw fieldError('query', 'end_date', `A range may span at most ${MAX_RANGE_DAYS} days`);
    }
    const rows = slots.inRange(business.businessId, from, to);
    if (!query.include_bookings) return rows.map((row) => present(business, row));
    const bySlot = new Map<number, SlotBookingRow[]>();
    for (const booking of slots.bookingsInRange(business.businessId, from, to)) {
      bySlot.set(booking.slot_id, [...(bySlot.get(booking.slot_id) ?? []), booking]);
    }
    return rows.map((row) => presentOwnerSlot(row, business.mappingId, bySlot.get(row.id) ?? []));
  }

  function available(business: OwnedBusiness, date: string): OwnerSlot[] {
    return slots
      .inRange(business.businessId, date, date)
      .filter((row) => row.is_available === 1 && row.is_reserved === 0)
      .map((row) => present(business, row));
  }

  function create(business: OwnedBusiness, input: CreateSlot): OwnerSlot {
    checkMapping(business, input.user_business_mapping_id, 'body');
    const planned: Planned = { ...input, worker_id: input.worker_id ?? null };
    return inTransaction(db, () => {
      const hall = checkPlanned(business, planned, todayInPakistan());
      const result = insertChecked(business, planned, hall);
      if ('clash' in result) throw conflict(result.clash);
      return present(business, slots.byId(result.id)!);
    });
  }

  function bulk(
    business: OwnedBusiness,
    mappingId: number | undefined,
    body: BulkSlots,
  ): BulkSlotsResponse {
    checkMapping(business, mappingId, 'query');
    const planned = planBulk(body, (workerId) => slots.worker(workerId, business.businessId));
    if (planned.length === 0) throw fieldError('body', 'days', SLOT_TEXTS.bulkMissing);
    if (planned.length > BULK_MAX_SLOTS) throw fieldError('body', 'days', SLOT_TEXTS.tooMany);
    return inTransaction(db, () => {
      const today = todayInPakistan();
      // Every slot is checked before any is stored: one bad slot stores none.
      const halls = planned.map((slot, i) => checkPlanned(business, slot, today, i + 1));
      const created: OwnerSlot[] = [];
      const skipped: BulkSlotsResponse['skipped'] = [];
      planned.forEach((slot, i) => {
        const result = insertChecked(business, slot, halls[i]!);
        if ('clash' in result) {
          skipped.push({
            date: slot.date,
            start_time: slot.start_time,
            end_time: slot.end_time,
            worker_id: slot.worker_id,
            reason: result.clash,
          });
        } else {
          created.push(present(business, slots.byId(result.id)!));
        }
      });
      return { created: created.length, slots: created, skipped };
    });
  }

  function update(business: OwnedBusiness, slotId: number, input: UpdateSlot): OwnerSlot {
    return inTransaction(db, () => {
      const row = ownSlot(business, slotId);
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
      let hall = row.worker_name;
      if (moved) {
        if (slots.hasAcceptedBooking(slotId)) throw conflict(SLOT_TEXTS.bookedNoChange);
        hall = checkPlanned(business, next, todayInPakistan());
        if (next.worker_id !== null) {
          const clash = slots.overlapping({ ...next, worker_id: next.worker_id, except: slotId });
          if (clash) throw conflict(slotOverlapText(hall, clash));
        }
      }
      slots.update({
        id: slotId,
        ...next,
        slot_name:
          input.slot_name || (moved ? slotName(next.start_time, next.end_time) : row.slot_name),
        description: input.description ?? row.description,
        now: nowIso(),
      });
      return present(business, slots.byId(slotId)!);
    });
  }

  function setBlocked(business: OwnedBusiness, slotId: number, blocked: boolean): OwnerSlot {
    return inTransaction(db, () => {
      ownSlot(business, slotId);
      if (blocked && slots.hasAcceptedBooking(slotId)) throw conflict(SLOT_TEXTS.bookedNoBlock);
      slots.setAvailable(slotId, !blocked, nowIso());
      return present(business, slots.byId(slotId)!);
    });
  }

  /**
   * Deletes a slot no accepted booking holds. Pending requests for it are declined with a
   * reason the customer sees; a slot bookings still point at is hidden, not removed, so the
   * customer's history keeps its date.
   */
  function remove(business: OwnedBusiness, slotId: number) {
    return inTransaction(db, () => {
      ownSlot(business, slotId);
      if (slots.hasAcceptedBooking(slotId)) throw conflict(SLOT_TEXTS.bookedNoDelete);
      const now = nowIso();
      const declined = slots.declinePending(slotId, SLOT_TEXTS.removedBySlotDelete, now);
      // Each customer hears of it as of any other decline, with the reason.
      for (const bookingId of declined) {
        events.bookingDecided(bookingId, false, SLOT_TEXTS.removedBySlotDelete);
      }
      if (slots.isReferenced(slotId)) slots.softDelete(slotId, now);
      else slots.hardDelete(slotId);
      return { slot_id: slotId, deleted: true as const, declined_requests: declined.length };
    });
  }

  return {
    slotForWalkIn: createWalkInSlot(slots),
    /** The live slots and their bookings from `from` to `to`, as the owner's device keeps them. */
    calendarWindow: (business: OwnedBusiness, from: string, to: string) => ({
      slots: slots.inRange(business.businessId, from, to).map((row) => present(business, row)),
      bookings: slots.bookingsInRange(business.businessId, from, to).map(presentSlotBooking),
    }),
    /** The business's live slots and its bookings among these ids, as they are now. */
    calendarByIds: (business: OwnedBusiness, slotIds: number[], bookingIds: number[]) => ({
      slots: slots.byIds(business.businessId, slotIds).map((row) => present(business, row)),
      bookings: slots.bookingsByIds(business.businessId, bookingIds).map(presentSlotBooking),
    }),
    list,
    available,
    create,
    bulk,
    update,
    block: (business: OwnedBusiness, slotId: number) => setBlocked(business, slotId, true),
    unblock: (business: OwnedBusiness, slotId: number) => setBlocked(business, slotId, false),
    remove,
  };
}

export type SlotsService = ReturnType<typeof createSlotsService>;
