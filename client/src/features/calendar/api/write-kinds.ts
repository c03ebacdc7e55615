// The outbox kinds of the calendar's Add Slot and Walk-in forms: how the server's
// answer replaces the rows made with no signal, and how Discard takes them back; the forms'
// checks and optimistic rows (create-slot.ts, create-walkin.ts) queue their entries with them.
import { type OwnerBooking, ownerBookingSchema } from '@baraat/shared/schemas/business-bookings';
import { type CreateSlot, type OwnerSlot, ownerSlotSchema } from '@baraat/shared/schemas/slots';
import type { WalkIn } from '@baraat/shared/schemas/walkins';
import { t } from '@lingui/core/macro';
import { defineOutboxKind } from '@/lib/outbox-kinds';

export const createSlotKind = defineOutboxKind<OwnerSlot, CreateSlot>({
  name: 'slot.create',
  answer: ownerSlotSchema,
  acknowledged: async (db, entry, answer) => {
    if (entry.ref !== undefined) await db.calendarSlots.delete(entry.ref);
    // The answer is the whole slot, so it is shown even if the temporary row has gone.
    await db.calendarSlots.put({ ...answer, owner_id: entry.owner_id, pending: undefined });
  },
  discarded: async (db, entry) => {
    if (entry.ref !== undefined) await db.calendarSlots.delete(entry.ref);
  },
});

export type SlotState = Pick<OwnerSlot, 'is_available' | 'is_reserved' | 'is_blocked'> & {
  worker_id: number | null;
  worker_name: string | null;
};

export interface WalkInUndo {
  slot_id: number;
  booking_id: number;
  /** How the open slot the walk-in took looked before; null when the slot is new. */
  taken: SlotState | null;
}

export const createWalkInKind = defineOutboxKind<OwnerBooking, WalkIn, WalkInUndo | undefined>({
  name: 'walkin.create',
  answer: ownerBookingSchema,
  acknowledged: async (db, entry, booking) => {
    // No undo: an entry stored by an older version of the app; the server's rows are enough.
    const { undo } = entry;
    // The server's own row first: a pull while the answer was on its way may have brought it,
    // fresher than the temporary row (its modified_at, its business).
    const known =
      (await db.calendarSlots.get(booking.slot.slot_id)) ??
      (undo && (await db.calendarSlots.get(undo.slot_id)));
    if (undo && undo.slot_id < 0) await db.calendarSlots.delete(undo.slot_id);
    if (undo) await db.calendarBookings.delete(undo.booking_id);
    const own = { owner_id: entry.owner_id, pending: undefined };
    await db.calendarBookings.put({
      booking_id: booking.booking_id,
      slot_id: booking.slot.slot_id,
      status: booking.status,
      is_walkin: true,
      customer_name: booking.walkin_customer?.name ?? '',
      number_of_people: booking.number_of_people,
      event_name: booking.event_type?.event_name ?? null,
      package_name: booking.package_selected?.package_name ?? null,
      worker_id: booking.worker_assigned_id,
      message: booking.message,
      modified_at: booking.decided_at ?? booking.created_at,
      created_by: booking.created_by,
      created_at: booking.created_at,
      answered_by: booking.answered_by,
      decided_at: booking.decided_at,
      hold_until: booking.hold_until,
      hold: booking.hold,
      ...own,
    });
    // With neither row on the device (storage cleared meanwhile) the next pull brings the slot.
    if (!known) return;
    await db.calendarSlots.put({
      ...known,
      ...booking.slot,
      is_available: false,
      is_reserved: true,
      is_blocked: false,
      worker_id: booking.worker_assigned_id,
      worker_name: booking.worker_assigned?.name ?? known.worker_name,
      ...own,
    });
  },
  discarded: async (db, { undo }) => {
    // No undo (an entry of an older version): the device cannot take it back, so it stays.
    if (!undo) throw new Error(t`This walk-in cannot be taken back on this device`);
    await db.calendarBookings.delete(undo.booking_id);
    if (undo.slot_id < 0) await db.calendarSlots.delete(undo.slot_id);
    else if (undo.taken) {
      await db.calendarSlots.update(undo.slot_id, { ...undo.taken, pending: undefined });
    }
  },
});
