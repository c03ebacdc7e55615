// How SQL names a person and an event, the rules shared/src/domain/names.ts gives the screens:
// a person by first and last name (docs/product/accounts.md#what-an-account-holds), an event by
// its type or the text it was asked with (docs/product/booking.md#what-a-booking-holds).

/** The name of the user joined as `user`: first and last joined by a space, the first alone
 * without a last; NULL when no user is joined (a walk-in's booking), for the caller's fallback. */
export const personName = (user: string) =>
  `nullif(trim(coalesce(${user}.first_name, '') || ' ' || coalesce(${user}.last_name, '')), '')`;

/** The name of the event of `booking`: its event type's (joined as `type`), else the text it was
 * asked with; NULL when neither (an empty text is no name). */
export const eventName = (type: string, booking: string) =>
  `coalesce(${type}.name, nullif(${booking}.event_type_text, ''))`;
