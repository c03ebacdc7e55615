// What the calendar can tell before a slot or walk-in is queued, from the device's copy: the
// docs/product/texts.md#limits date and time rules, and whether the hall or team already has a slot or an accepted
// booking at that time — told in the server's own words. The server stays the judge: what
// this copy does not know yet comes back later as a conflict with the server's reason.
import { resourceConflictText } from '@baraat/shared/constants/business-requests';
import { holdsSlot } from '@baraat/shared/domain/booking';
import {
  SLOT_TEXTS,
  slotDateInRange,
  slotOverlapText,
  timesOverlap,
} from '@baraat/shared/domain/slot-times';
import type { OwnerSlot, SlotBooking } from '@baraat/shared/schemas/slots';
import type { BaraatDb, Owned } from '@/lib/db';
import { i18n } from '@/lib/i18n';

export interface PlannedTimes {
  date: string;
  start_time: string;
  end_time: string;
}

/** Field → message for the date rules no schema can check alone (they need "today"). */
export function timeProblems(planned: PlannedTimes, today: string): Record<string, string> {
  if (!planned.date || !planned.start_time || !planned.end_time) return {};
  if (!slotDateInRange(planned.date, today)) {
    return { date: i18n._(SLOT_TEXTS.datesOutOfRange) };
  }
  if (planned.end_time <= planned.start_time) return { end_time: i18n._(SLOT_TEXTS.endAfterStart) };
  return {};
}

export interface DeviceDay {
  slots: Owned<OwnerSlot>[];
  bookings: Owned<SlotBooking>[];
}

/** The owner's slots and bookings of one day, as this device holds them. */
export async function dayOnDevice(db: BaraatDb, ownerId: number, date: string): Promise<DeviceDay> {
  const slots = await db.calendarSlots.where('[owner_id+date]').equals([ownerId, date]).toArray();
  const bookings = await db.calendarBookings
    .where('slot_id')
    .anyOf(slots.map((slot) => slot.slot_id))
    .toArray();
  return { slots, bookings };
}

/** An open slot of the hall at exactly these times: a walk-in takes it, as the server does. */
export function exactOpenSlot(day: DeviceDay, workerId: number, at: PlannedTimes) {
  return day.slots.find(
    (slot) =>
      slot.worker_id === workerId &&
      slot.start_time === at.start_time &&
      slot.end_time === at.end_time &&
      slot.is_available &&
      !slot.is_reserved,
  );
}

/** The server's 409 text when another slot of the hall overlaps (`except` aside). */
export function slotClashText(
  day: DeviceDay,
  hall: { worker_id: number; name: string },
  at: PlannedTimes,
  except: (slot: OwnerSlot) => boolean = () => false,
): string | undefined {
  const clash = day.slots.find(
    (slot) => slot.worker_id === hall.worker_id && !except(slot) && timesOverlap(slot, at),
  );
  return clash && slotOverlapText(hall.name, clash, i18n._);
}

/** The server's 409 text when an accepted booking already holds the hall at that time. */
export function hallHolderText(
  day: DeviceDay,
  hall: { worker_id: number; name: string },
  at: PlannedTimes,
): string | undefined {
  const slotOf = new Map(day.slots.map((slot) => [slot.slot_id, slot]));
  for (const booking of day.bookings) {
    const slot = slotOf.get(booking.slot_id);
    if (!slot || booking.worker_id !== hall.worker_id || !holdsSlot(booking.status)) continue;
    if (!timesOverlap(slot, at)) continue;
    return resourceConflictText(
      {
        resourceName: hall.name,
        eventName: booking.event_name,
        customerName: booking.customer_name,
        date: slot.date,
        startTime: slot.start_time,
        endTime: slot.end_time,
      },
      i18n._,
    );
  }
  return undefined;
}

/** Whether an accepted booking holds this slot. */
export const slotHeld = (day: DeviceDay, slotId: number) =>
  day.bookings.some((booking) => booking.slot_id === slotId && holdsSlot(booking.status));

/** The mapping id an optimistic slot carries until the server's answer replaces it. */
export async function mappingIdOnDevice(db: BaraatDb, ownerId: number): Promise<number> {
  const business = await db.myBusiness.get(ownerId);
  if (business) return business.business.user_business_mapping_id;
  const any = await db.calendarSlots
    .where('[owner_id+date]')
    .between([ownerId, ''], [ownerId, '\uffff'])
    .first();
  return any?.user_business_mapping_id ?? 0;
}
