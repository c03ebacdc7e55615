// A walk-in logged with no signal (docs/product/business-desk.md#what-a-business-holds, docs/product/booking.md#the-booking-lifecycle): one transaction stores the slot
// (new, or the open one it takes), the accepted booking, both under the entry's name, and
// POST /business/walkins in the outbox ('walkin.create', settled by write-kinds.ts).
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { SLOT_TEXTS, slotName } from '@baraat/shared/domain/slot-times';
import type { OwnerSlot, SlotBooking } from '@baraat/shared/schemas/slots';
import { WALKIN_TEXTS, type WalkIn } from '@baraat/shared/schemas/walkins';
import { t } from '@lingui/core/macro';
import { type BaraatDb, database, type OutboxEntry } from '@/lib/db';
import { enqueue } from '@/lib/outbox-queue';
import { kickOutbox } from '@/lib/outbox-runner';
import { storeAnswering } from '@/lib/store-change';
import {
  type DeviceDay,
  dayOnDevice,
  exactOpenSlot,
  hallHolderText,
  mappingIdOnDevice,
  type PlannedTimes,
  slotClashText,
  slotHeld,
  timeProblems,
} from './check-on-device';
import type { Queued } from './create-slot';
import { calendarSyncKey } from './pull-calendar';
import { nextTempId } from './temp-id';
import { createWalkInKind, type SlotState } from './write-kinds';

/** The server stores a walk-in accepted, under this event name (walkin-repo.ts). */
const WALKIN_STATUS = 'verified';
const WALKIN_EVENT = 'Walk-in';

/** The slot a walk-in will take (its times, and the open row it reuses), or why it cannot. */
export async function chooseSlot(
  db: BaraatDb,
  ownerId: number,
  input: WalkIn,
  hall: { worker_id: number; name: string },
): Promise<{ at: PlannedTimes; day: DeviceDay; taken?: OwnerSlot } | { reason: string }> {
  if (input.slot_id !== undefined) {
    const slot = await db.calendarSlots.get(input.slot_id);
    if (!slot || slot.owner_id !== ownerId) return { reason: SLOT_TEXTS.notFound };
    const day = await dayOnDevice(db, ownerId, slot.date);
    if (slot.is_blocked) return { reason: WALKIN_TEXTS.slotNotOpen };
    if (slot.is_reserved || slotHeld(day, slot.slot_id)) return { reason: WALKIN_TEXTS.slotTaken };
    if (slot.worker_id !== null && slot.worker_id !== hall.worker_id) {
      const hall = slot.worker_name;
      return {
        reason: hall ? t`This slot is for ${hall}` : t`This slot is for another hall or team`,
      };
    }
    const clash = slotClashText(day, hall, slot, (other) => other.slot_id === slot.slot_id);
    return clash ? { reason: clash } : { at: slot, day, taken: slot };
  }
  const at = { date: input.date!, start_time: input.start_time!, end_time: input.end_time! };
  const problem = Object.values(timeProblems(at, todayInPakistan()))[0];
  if (problem) return { reason: problem };
  const day = await dayOnDevice(db, ownerId, at.date);
  const open = exactOpenSlot(day, hall.worker_id, at);
  const clash = slotClashText(day, hall, at, (other) => other === open);
  if (clash) return { reason: clash };
  // A slot still waiting to sync is not touched: the server takes it once it has it.
  const settled = open && open.slot_id > 0 && !open.pending ? open : undefined;
  return settled ? { at, day, taken: settled } : { at, day };
}

/** How an open slot looked before a walk-in took it: Discard puts it back. */
export function stateOf(slot: OwnerSlot): SlotState {
  const { is_available, is_reserved, is_blocked, worker_id, worker_name } = slot;
  return { is_available, is_reserved, is_blocked, worker_id, worker_name };
}

/** Runs a walk-in's change (its rows and its entry) in one transaction over the tables it
 * reads and writes; the outbox is woken once it is queued. */
export async function storeWalkIn(change: (db: BaraatDb) => Promise<Queued>): Promise<Queued> {
  const db = await database();
  const queued = await storeAnswering(
    db,
    [db.calendarSlots, db.calendarBookings, db.calendarWorkers, db.myBusiness, db.outbox],
    // Declared async: Dexie keeps the transaction open across the awaits of async scopes only.
    async () => change(db),
  );
  if (queued.ok) kickOutbox();
  return queued;
}

/** Stores the walk-in on the device and queues POST /business/walkins, in one transaction. */
export async function queueWalkIn(
  ownerId: number,
  input: WalkIn,
  packageName: string | null = null,
): Promise<Queued> {
  // A refusal at new times is about the hall or team chosen, told beside it; a slot being
  // converted has no field of its own on the form.
  const field = input.slot_id === undefined ? 'worker_id' : undefined;
  return storeWalkIn(async (db): Promise<Queued> => {
    const hall = await db.calendarWorkers.get(input.worker_id);
    if (!hall || hall.owner_id !== ownerId)
      return { ok: false, reason: SLOT_TEXTS.hallNotFound, field };
    const chosen = await chooseSlot(db, ownerId, input, hall);
    if ('reason' in chosen) return { ok: false, reason: chosen.reason, field };
    const { at, day, taken } = chosen;
    const holder = hallHolderText(day, hall, at);
    if (holder) return { ok: false, reason: holder, field };

    const slotId = taken?.slot_id ?? (await nextTempId(db, db.calendarSlots));
    const bookingId = await nextTempId(db, db.calendarBookings);
    const entry: OutboxEntry = await enqueue(db, createWalkInKind, {
      owner_id: ownerId,
      aggregate: calendarSyncKey(ownerId),
      method: 'POST',
      path: 'business/walkins',
      body: input,
      ref: bookingId,
      undo: {
        slot_id: slotId,
        booking_id: bookingId,
        taken: taken ? stateOf(taken) : null,
      },
    });
    const booking = {
      customer_name: input.customer_name,
      number_of_people: input.number_of_people,
      event_name: WALKIN_EVENT,
      package_name: packageName,
      message: input.description ?? '',
    };
    const rows = { slot_id: slotId, booking_id: bookingId, at, hall, taken, booking };
    await storeWalkInRows(db, ownerId, rows, entry.id);
    return { ok: true, entryId: entry.id };
  });
}

/** One walk-in's rows on the device, both under the entry that stands for them. */
export interface WalkInRows {
  slot_id: number;
  booking_id: number;
  at: PlannedTimes;
  hall: { worker_id: number; name: string };
  /** The open slot it takes; none when the slot is new. */
  taken: OwnerSlot | undefined;
  booking: Pick<
    SlotBooking,
    'customer_name' | 'number_of_people' | 'event_name' | 'package_name' | 'message'
  >;
}

/** Stores a walk-in's optimistic rows: its slot held (or a new one) and its accepted booking. */
export async function storeWalkInRows(
  db: BaraatDb,
  ownerId: number,
  rows: WalkInRows,
  pending: string,
) {
  const { at, hall } = rows;
  const held = {
    is_available: false,
    is_reserved: true,
    is_blocked: false,
    worker_id: hall.worker_id,
    worker_name: hall.name,
    pending,
  };
  if (rows.taken) await db.calendarSlots.update(rows.slot_id, held);
  else {
    await db.calendarSlots.add({
      ...at,
      ...held,
      slot_id: rows.slot_id,
      slot_name: slotName(at.start_time, at.end_time),
      description: '',
      user_business_mapping_id: await mappingIdOnDevice(db, ownerId),
      modified_at: '',
      owner_id: ownerId,
    });
  }
  await db.calendarBookings.add({
    ...rows.booking,
    booking_id: rows.booking_id,
    slot_id: rows.slot_id,
    status: WALKIN_STATUS,
    is_walkin: true,
    worker_id: hall.worker_id,
    modified_at: '',
    // Who logged it is the server's to say: the pull after the send brings it
    // (docs/product/accounts.md#who-did-what).
    created_by: null,
    created_at: new Date().toISOString(),
    answered_by: null,
    decided_at: null,
    owner_id: ownerId,
    pending,
  });
}
