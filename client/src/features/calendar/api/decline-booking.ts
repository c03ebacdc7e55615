// Rejecting a request works with no signal: it shows as declined at once and the
// answer, with the owner's reason, waits in the outbox (PATCH bookings/{id}/decline). The
// calendar modal asks for a reason (docs/product/texts.md#limits); the server would take none, so the device checks.
import {
  type DeclineBookingInput,
  type OwnerBooking,
  ownerBookingSchema,
} from '@baraat/shared/schemas/business-bookings';
import type { SlotBooking } from '@baraat/shared/schemas/slots';
import { msg } from '@lingui/core/macro';
import { database } from '@/lib/db';
import { i18n } from '@/lib/i18n';
import { defineOutboxKind } from '@/lib/outbox-kinds';
import { enqueue } from '@/lib/outbox-queue';
import { kickOutbox } from '@/lib/outbox-runner';
import { storeChange } from '@/lib/store-change';
import { applyAnswer } from './booking-rows';
import { calendarSyncKey } from './pull-calendar';

/** docs/product/texts.md#limits: "Rejecting from the calendar modal requires a reason." */
export const REASON_REQUIRED = msg`Rejecting a request requires a reason.`;

export const declineBookingKind = defineOutboxKind<
  OwnerBooking,
  DeclineBookingInput,
  { status: string }
>({
  name: 'booking.decline',
  answer: ownerBookingSchema,
  acknowledged: (db, entry, answer) => applyAnswer(db, entry, answer),
  discarded: async (db, entry) => {
    if (entry.ref === undefined) return;
    await db.calendarBookings.update(entry.ref, {
      status: entry.undo.status,
      pending: undefined,
    });
  },
});

export async function declineBooking(ownerId: number, booking: SlotBooking, reason: string) {
  const text = reason.trim();
  if (!text) throw new Error(i18n._(REASON_REQUIRED));
  const db = await database();
  const stored = await storeChange(db, [db.calendarBookings, db.outbox], async () => {
    const entry = await enqueue(db, declineBookingKind, {
      owner_id: ownerId,
      aggregate: calendarSyncKey(ownerId),
      method: 'PATCH',
      path: `bookings/${booking.booking_id}/decline`,
      body: { reason: text },
      ref: booking.booking_id,
      undo: { status: booking.status },
    });
    await db.calendarBookings.update(booking.booking_id, { status: 'declined', pending: entry.id });
  });
  if (stored) kickOutbox();
}
