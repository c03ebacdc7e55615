// Deleting a slot works with no signal: it leaves the calendar at once and the
// DELETE waits in the outbox. The server refuses a slot an accepted booking holds (409, its
// text shown with Retry / Discard); Discard puts the slot back unless a pull has already
// brought the server's own copy of it.
//
// Pending requests: the modal offers Delete only on an available or blocked slot, which on
// this device has no live request. Requests made meanwhile on the server are declined by it
// ('The vendor removed this time slot.', deleteSlotResponseSchema.declined_requests); the
// device drops every booking row of the deleted slot, so none is left without its slot.
import {
  type DeleteSlotResponse,
  deleteSlotResponseSchema,
  type OwnerSlot,
  type SlotBooking,
} from '@baraat/shared/schemas/slots';
import { type BaraatDb, database, type Owned } from '@/lib/db';
import { defineOutboxKind } from '@/lib/outbox-kinds';
import { enqueue } from '@/lib/outbox-queue';
import { kickOutbox } from '@/lib/outbox-runner';
import { storeChange } from '@/lib/store-change';
import { calendarSyncKey } from './pull-calendar';

interface DeleteUndo {
  slot: Owned<OwnerSlot>;
  bookings: Owned<SlotBooking>[];
}

const dropSlot = async (db: BaraatDb, slotId: number) => {
  await db.calendarBookings.where('slot_id').equals(slotId).delete();
  await db.calendarSlots.delete(slotId);
};

export const deleteSlotKind = defineOutboxKind<DeleteSlotResponse, undefined, DeleteUndo>({
  name: 'slot.delete',
  answer: deleteSlotResponseSchema,
  acknowledged: async (db, entry) => {
    if (entry.ref !== undefined) await dropSlot(db, entry.ref);
  },
  discarded: async (db, entry) => {
    const { slot, bookings } = entry.undo;
    if (await db.calendarSlots.get(slot.slot_id)) return;
    await db.calendarSlots.put({ ...slot, pending: undefined });
    for (const booking of bookings) {
      if (!(await db.calendarBookings.get(booking.booking_id))) {
        await db.calendarBookings.put({ ...booking, pending: undefined });
      }
    }
  },
});

export async function deleteSlot(ownerId: number, slotId: number) {
  const db = await database();
  const stored = await storeChange(
    db,
    [db.calendarSlots, db.calendarBookings, db.outbox],
    async () => {
      const slot = await db.calendarSlots.get(slotId);
      if (!slot) return;
      const bookings = await db.calendarBookings.where('slot_id').equals(slotId).toArray();
      await enqueue(db, deleteSlotKind, {
        owner_id: ownerId,
        aggregate: calendarSyncKey(ownerId),
        method: 'DELETE',
        path: `slots/${slotId}`,
        ref: slotId,
        undo: { slot, bookings },
      });
      await dropSlot(db, slotId);
    },
  );
  if (stored) kickOutbox();
}
