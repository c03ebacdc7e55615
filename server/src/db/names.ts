// How SQL names a person and an event, the rules shared/src/domain/names.ts gives the screens:
// a person by first and last name (docs/product/accounts.md#what-an-account-holds), an event by
// its type or the text it was asked with (docs/product/booking.md#what-a-booking-holds).

import type { DeskPerson } from '@baraat/shared/schemas/desk-activity';
/** The name of the user joined as `user`: first and last joined by a space, the first alone
 * without a last; NULL when no user is joined (a walk-in's booking), for the caller's fallback. */
export const personName = (user: string) =>
  `nullif(trim(coalesce(${user}.first_name, '') || ' ' || coalesce(${user}.last_name, '')), '')`;

/** The name of the event of `booking`: its event type's (joined as `type`), else the text it was
 * asked with; NULL when neither (an empty text is no name). */
export const eventName = (type: string, booking: string) =>
  `coalesce(${type}.name, nullif(${booking}.event_type_text, ''))`;

/** Joins the account `column` names as `person`, with its seat on a desk's staff as `<person>_seat`
 * (docs/product/accounts.md#who-did-what). */
export const joinDeskPerson = (person: string, column: string) =>
  `LEFT JOIN users ${person} ON ${person}.id = ${column}
  LEFT JOIN business_staff ${person}_seat ON ${person}_seat.user_id = ${person}.id`;

/** `<as>_id` and `<as>_name` of the person joined by joinDeskPerson: a member's name on the
 * staff, else the account's first and last name; both NULL when no account is named. */
export const deskPersonColumns = (person: string, as: string) =>
  `${person}.id AS ${as}_id,
  coalesce(${person}_seat.name, ${personName(person)}, '') AS ${as}_name`;

/** The person a desk change names (docs/product/accounts.md#who-did-what); null for nobody. */
export const presentDeskPerson = (id: number | null, name: string | null): DeskPerson =>
  id === null ? null : { id, name: name ?? '' };
