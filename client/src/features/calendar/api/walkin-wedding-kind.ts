// The outbox kind of a walk-in wedding (docs/product/weddings.md#the-owner-answers,
// docs/architecture.md#4-offline-model): one entry POST business/walkin-weddings stands for
// every event's optimistic slot and booking (create-walkin-wedding.ts). Its acknowledgement
// reads the Wedding answer and puts the server's slot and booking in place of each temporary
// pair; Discard takes every one of them back.

import type { WalkInWedding } from '@baraat/shared/schemas/walkin-weddings';
import { type Wedding, weddingSchema } from '@baraat/shared/schemas/wedding-answers';
import type { BaraatDb } from '@/lib/db';
import { defineOutboxKind } from '@/lib/outbox-kinds';
import type { PlannedTimes } from './check-on-device';
import type { SlotState } from './write-kinds';

/** One event as the device stored it: its rows, and where it is (to find it in the answer). */
export interface WeddingEventUndo {
  slot_id: number;
  booking_id: number;
  /** How the open slot the event took looked before; null when the slot is new. */
  taken: SlotState | null;
  at: PlannedTimes;
  worker_id: number;
}

export interface WalkInWeddingUndo {
  events: WeddingEventUndo[];
}

type AnsweredEvent = Wedding['events'][number];

/** The answer's event for a stored one: same hall, day and times (they never clash), else its
 * place in the list. */
function answerOf(wedding: Wedding, undo: WeddingEventUndo, index: number) {
  const same = (event: AnsweredEvent) =>
    event.worker_id === undo.worker_id &&
    event.date === undo.at.date &&
    event.start_time === undo.at.start_time &&
    event.end_time === undo.at.end_time;
  return wedding.events.find(same) ?? wedding.events[index];
}

/** Takes one event's optimistic rows back: its booking, its new slot, or the open slot's state. */
async function dropRows(db: BaraatDb, event: WeddingEventUndo) {
  await db.calendarBookings.delete(event.booking_id);
  if (event.slot_id < 0) await db.calendarSlots.delete(event.slot_id);
  else if (event.taken) {
    await db.calendarSlots.update(event.slot_id, { ...event.taken, pending: undefined });
  }
}

async function settleEvent(
  db: BaraatDb,
  ownerId: number,
  wedding: Wedding,
  event: AnsweredEvent,
  undo: WeddingEventUndo | undefined,
) {
  const known =
    (undo && (await db.calendarSlots.get(undo.slot_id))) ??
    (await db.calendarSlots.get(event.slot_id));
  if (undo && undo.slot_id < 0) await db.calendarSlots.delete(undo.slot_id);
  if (undo) await db.calendarBookings.delete(undo.booking_id);
  const own = { owner_id: ownerId, pending: undefined };
  await db.calendarBookings.put({
    booking_id: event.booking_id,
    slot_id: event.slot_id,
    status: event.status,
    is_walkin: true,
    customer_name: wedding.customer_name,
    number_of_people: event.number_of_people,
    event_name: event.event_name,
    package_name: event.package_name,
    worker_id: event.worker_id,
    message: wedding.message,
    modified_at: wedding.created_at,
    // The wedding's answer names nobody: the next pull brings who logged each event.
    created_by: null,
    created_at: wedding.created_at,
    answered_by: null,
    decided_at: null,
    ...own,
  });
  // With neither row on the device (storage cleared meanwhile) the next pull brings the slot.
  if (!known) return;
  await db.calendarSlots.put({
    ...known,
    slot_id: event.slot_id,
    slot_name: event.slot_name,
    date: event.date,
    start_time: event.start_time,
    end_time: event.end_time,
    is_available: false,
    is_reserved: true,
    is_blocked: false,
    worker_id: event.worker_id,
    worker_name: event.worker_name ?? known.worker_name,
    ...own,
  });
}

export const createWalkInWeddingKind = defineOutboxKind<Wedding, WalkInWedding, WalkInWeddingUndo>({
  name: 'walkinWedding.create',
  answer: weddingSchema,
  acknowledged: async (db, entry, wedding) => {
    const stored = entry.undo.events;
    const settled = new Set<number>();
    for (const [index, undo] of stored.entries()) {
      const event = answerOf(wedding, undo, index);
      if (!event || settled.has(event.booking_id)) {
        // Not found in the answer: its temporary rows go, and the next pull shows the truth.
        await dropRows(db, undo);
        continue;
      }
      settled.add(event.booking_id);
      await settleEvent(db, entry.owner_id, wedding, event, undo);
    }
    // An event of the answer the device did not store (never expected) is shown too.
    for (const event of wedding.events) {
      if (!settled.has(event.booking_id)) {
        await settleEvent(db, entry.owner_id, wedding, event, undefined);
      }
    }
  },
  discarded: async (db, { undo }) => {
    for (const event of undo.events) await dropRows(db, event);
  },
});
