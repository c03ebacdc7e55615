// Accepting a request works with no signal: the request shows as a booking and its
// slot as reserved at once, and the answer waits in the outbox (PATCH bookings/{id}/approve
// with the hall or team chosen). The server stays the judge of clashes: a 409 becomes a
// conflict with its text; Discard puts the request and the slot back as they were.
import {
  type ApproveBookingInput,
  type OwnerBooking,
  ownerBookingSchema,
} from '@baraat/shared/schemas/business-bookings';
import type { OwnerSlot, SlotBooking } from '@baraat/shared/schemas/slots';
import { database } from '@/lib/db';
import { defineOutboxKind } from '@/lib/outbox-kinds';
import { enqueue } from '@/lib/outbox-queue';
import { kickOutbox } from '@/lib/outbox-runner';
import { storeChange } from '@/lib/store-change';
import { applyAnswer, pendingAfter } from './booking-rows';
import { calendarSyncKey } from './pull-calendar';

interface AcceptUndo {
  status: string;
  worker_id: number | null;
  slot_id: number;
  is_reserved: boolean;
  is_available: boolean;
}

export const acceptBookingKind = defineOutboxKind<OwnerBooking, ApproveBookingInput, AcceptUndo>({
  name: 'booking.accept',
  answer: ownerBookingSchema,
  acknowledged: async (db, entry, answer) => {
    await applyAnswer(db, entry, answer);
    const { slot_id } = entry.undo;
    const slot = await db.calendarSlots.get(slot_id);
    if (!slot) return;
    await db.calendarSlots.update(slot_id, {
      is_reserved: true,
      is_available: false,
      pending: pendingAfter(slot, entry),
    });
  },
  discarded: async (db, entry) => {
    const { undo } = entry;
    if (entry.ref !== undefined) {
      await db.calendarBookings.update(entry.ref, {
        status: undo.status,
        worker_id: undo.worker_id,
        pending: undefined,
      });
    }
    await db.calendarSlots.update(undo.slot_id, {
      is_reserved: undo.is_reserved,
      is_available: undo.is_available,
      pending: undefined,
    });
  },
});

/** The hall (hall businesses) or team the accepted booking takes; none keeps the request's. */
export type Assignment = { field: 'hall_id' | 'worker_id'; id: number } | null;

export async function acceptBooking(
  ownerId: number,
  booking: SlotBooking,
  slot: OwnerSlot,
  assignment: Assignment,
) {
  const db = await database();
  const stored = await storeChange(
    db,
    [db.calendarBookings, db.calendarSlots, db.outbox],
    async () => {
      const entry = await enqueue(db, acceptBookingKind, {
        owner_id: ownerId,
        aggregate: calendarSyncKey(ownerId),
        method: 'PATCH',
        path: `bookings/${booking.booking_id}/approve`,
        body: assignment ? { [assignment.field]: assignment.id } : {},
        ref: booking.booking_id,
        undo: {
          status: booking.status,
          worker_id: booking.worker_id,
          slot_id: slot.slot_id,
          is_reserved: slot.is_reserved,
          is_available: slot.is_available,
        },
      });
      await db.calendarBookings.update(booking.booking_id, {
        status: 'verified',
        worker_id: assignment?.id ?? booking.worker_id,
        pending: entry.id,
      });
      // The slot's other requests wait too: the server refuses a second accept of one slot.
      await db.calendarSlots.update(slot.slot_id, {
        is_reserved: true,
        is_available: false,
        pending: entry.id,
      });
    },
  );
  if (stored) kickOutbox();
}
