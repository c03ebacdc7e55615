// Where an event is (docs/product/calendar.md#where-an-event-is): the hall or team its booking
// was given (accepted into, assigned, or asked for while it waits), else its slot's. Every
// screen that names an event's hall asks this; the server's answers say the same in SQL
// (server/src/db/event-hall.ts), so the calendar, the device's copy and the answers agree.

/** What names a hall or team: a slot, a booking, a row of either. */
export interface HeldBy {
  worker_id: number | null;
}

/** A hall or team, by id and name. */
export interface EventHall {
  worker_id: number;
  name: string;
}

/** The id of the hall or team an event is in; null when neither its booking nor its slot has one. */
export const eventHallId = (slot: HeldBy, booking?: HeldBy | null): number | null =>
  booking?.worker_id ?? slot.worker_id;

/**
 * The hall or team an event is in, named from `names` (the halls and teams the caller holds,
 * by id), or by the slot's own name when it is the slot's. Null when it has none, or when its
 * name is not known: a wrong hall is worse than none.
 */
export function eventHall(
  slot: HeldBy & { worker_name: string | null },
  booking: HeldBy | null | undefined,
  names: ReadonlyMap<number, string>,
): EventHall | null {
  const id = eventHallId(slot, booking);
  if (id === null) return null;
  const name = names.get(id) ?? (id === slot.worker_id ? slot.worker_name : null);
  return name === null || name === undefined ? null : { worker_id: id, name };
}
