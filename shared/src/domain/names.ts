// How a person and an event are named wherever an answer or a screen names them: a person by
// first and last name (docs/product/accounts.md#what-an-account-holds), an event by its type or
// the text it was asked with, _Event_ when it has neither
// (docs/product/booking.md#what-a-booking-holds). The server's SQL says the same in db/names.ts.

/** The first and the last name joined by a space; the first alone without a last. */
export const personName = (person: {
  first_name: string | null | undefined;
  last_name?: string | null | undefined;
}): string => `${person.first_name ?? ''} ${person.last_name ?? ''}`.trim();

/** An event's name as a screen shows it: _Event_ when it has none. */
export const shownEventName = (name: string | null | undefined): string => name ?? 'Event';
