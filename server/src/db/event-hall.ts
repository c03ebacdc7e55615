// Where an event is (docs/product/calendar.md#where-an-event-is), as SQL: the hall or team its
// booking was given, else its slot's. Every answer that names an event's hall (the owner's
// requests, the customer's bookings, a wedding's events, the statistics' events) joins it
// through here; the screens ask shared/domain/event-hall.ts, the same rule.

/** Joins the event's hall or team (business_workers) as `alias`, from the aliases of its
 * booking and its slot; an event in none gets NULL columns. */
export const joinEventHall = (alias: string, booking = 'k', slot = 's') =>
  `LEFT JOIN business_workers ${alias} ON ${alias}.id = coalesce(${booking}.worker_id, ${slot}.worker_id)`;
