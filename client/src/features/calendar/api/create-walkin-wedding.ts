// A walk-in wedding logged at the desk with no signal (docs/product/weddings.md#the-owner-answers,
// docs/architecture.md#4-offline-model): every event is checked on the device's copy as a
// walk-in is (the hall free, the times valid, the people within the hall), and no two events
// of the wedding may clash in one hall; then one transaction stores each event's slot (new, or
// the open one it takes) and accepted booking under temporary ids, and ONE outbox entry POST
// business/walkin-weddings ('walkinWedding.create', settled by walkin-wedding-kind.ts). All or
// nothing, as the server stores it.
import { EVENT_TYPES } from '@baraat/shared/constants/catalog';
import { peopleLimit } from '@baraat/shared/domain/people';
import { SLOT_TEXTS, slotOverlapText, timesOverlap } from '@baraat/shared/domain/slot-times';
import type { OwnerSlot } from '@baraat/shared/schemas/slots';
import type { CalendarWorker } from '@baraat/shared/schemas/sync';
import type { WalkInWedding } from '@baraat/shared/schemas/walkin-weddings';
import { WEDDING_TEXTS, weddingEventText } from '@baraat/shared/schemas/weddings';
import type { BaraatDb, OutboxEntry } from '@/lib/db';
import { i18n } from '@/lib/i18n';
import { enqueue } from '@/lib/outbox-queue';
import { hallHolderText, type PlannedTimes } from './check-on-device';
import type { Queued } from './create-slot';
import { chooseSlot, stateOf, storeWalkIn, storeWalkInRows } from './create-walkin';
import { calendarSyncKey } from './pull-calendar';
import { nextTempId } from './temp-id';
import { createWalkInWeddingKind, type WeddingEventUndo } from './walkin-wedding-kind';

type WeddingEventInput = WalkInWedding['events'][number];

/** An event without a type shows as a walk-in. */
const UNNAMED_EVENT = 'Walk-in';

/** What the device knows of a package the form offered: its name and most guests. */
export interface PackageOnForm {
  package_id: number;
  package_name: string;
  max_guests: number;
}

interface Planned {
  event: WeddingEventInput;
  name: string;
  packageName: string | null;
  hall: CalendarWorker;
  at: PlannedTimes;
  taken: OwnerSlot | undefined;
}

export const weddingEventName = (eventTypeId: number | null | undefined) =>
  EVENT_TYPES.find((type) => type.id === eventTypeId)?.name ?? UNNAMED_EVENT;

/** Where an event is, for naming it in a refusal: its own times or its slot's. */
async function timesOf(db: BaraatDb, event: WeddingEventInput): Promise<PlannedTimes | undefined> {
  if (event.slot_id === undefined) {
    const { date, start_time, end_time } = event;
    return date && start_time && end_time ? { date, start_time, end_time } : undefined;
  }
  return db.calendarSlots.get(event.slot_id);
}

/** The event's field a refusal is about: its hall or team, its open slot, or its people. */
type RefusedField = 'worker_id' | 'slot_id' | 'number_of_people';

/** One event checked against the device's copy and the events before it, or why it cannot be. */
async function planEvent(
  db: BaraatDb,
  ownerId: number,
  event: WeddingEventInput,
  before: Planned[],
  packages: readonly PackageOnForm[],
): Promise<Planned | { reason: string; field: RefusedField }> {
  const name = weddingEventName(event.event_type_id);
  const refuse = async (reason: string, field: RefusedField) => {
    const at = await timesOf(db, event);
    return { reason: at ? weddingEventText(name, at, reason) : `${name}: ${reason}`, field };
  };
  // A refusal of where the event is: its open slot when it took one, else its hall's times.
  const place: RefusedField = event.slot_id === undefined ? 'worker_id' : 'slot_id';
  const hall = await db.calendarWorkers.get(event.worker_id);
  if (!hall || hall.owner_id !== ownerId) return refuse(SLOT_TEXTS.hallNotFound, 'worker_id');
  const chosenPackage = packages.find((p) => p.package_id === event.package_id);
  const limit = peopleLimit({ resource: hall, package: chosenPackage }, undefined, i18n._);
  if (event.number_of_people > limit.max) return refuse(limit.text, 'number_of_people');
  const chosen = await chooseSlot(db, ownerId, event, hall);
  if ('reason' in chosen) return refuse(chosen.reason, place);
  const { at, day, taken } = chosen;
  const holder = hallHolderText(day, hall, at);
  if (holder) return refuse(holder, place);
  for (const other of before) {
    if (taken && other.taken?.slot_id === taken.slot_id)
      return refuse(WEDDING_TEXTS.sameSlotTwice, 'slot_id');
    const sameHall = other.hall.worker_id === hall.worker_id && other.at.date === at.date;
    if (sameHall && timesOverlap(other.at, at))
      return refuse(slotOverlapText(hall.name, other.at, i18n._), place);
  }
  return { event, name, packageName: chosenPackage?.package_name ?? null, hall, at, taken };
}

/** Stores every event on the device and queues POST /business/walkin-weddings, in one transaction. */
export async function queueWalkInWedding(
  ownerId: number,
  input: WalkInWedding,
  packages: readonly PackageOnForm[] = [],
): Promise<Queued> {
  return storeWalkIn(async (db): Promise<Queued> => {
    const planned: Planned[] = [];
    for (const [index, event] of input.events.entries()) {
      const plan = await planEvent(db, ownerId, event, planned, packages);
      if ('reason' in plan)
        return { ok: false, reason: plan.reason, field: `events.${index}.${plan.field}` };
      planned.push(plan);
    }
    // The temporary ids are taken together, below the lowest on the device and the outbox.
    let nextSlot = await nextTempId(db, db.calendarSlots);
    const firstBooking = await nextTempId(db, db.calendarBookings);
    const rows = planned.map((plan, index) => ({
      ...plan,
      slot_id: plan.taken?.slot_id ?? nextSlot--,
      booking_id: firstBooking - index,
    }));
    const undo: WeddingEventUndo[] = rows.map((row) => ({
      slot_id: row.slot_id,
      booking_id: row.booking_id,
      taken: row.taken ? stateOf(row.taken) : null,
      at: { date: row.at.date, start_time: row.at.start_time, end_time: row.at.end_time },
      worker_id: row.hall.worker_id,
    }));
    const entry: OutboxEntry = await enqueue(db, createWalkInWeddingKind, {
      owner_id: ownerId,
      aggregate: calendarSyncKey(ownerId),
      method: 'POST',
      path: 'business/walkin-weddings',
      body: input,
      ref: firstBooking,
      undo: { events: undo },
    });
    for (const row of rows) {
      const booking = {
        customer_name: input.customer_name,
        number_of_people: row.event.number_of_people,
        event_name: row.name,
        package_name: row.packageName,
        message: input.description ?? '',
      };
      await storeWalkInRows(db, ownerId, { ...row, booking }, entry.id);
    }
    return { ok: true, entryId: entry.id };
  });
}
