// How the owner's wedding view words a wedding (docs/product/weddings.md): an event's name
// and day (the name in the reader's language), its state, and which events still wait for an
// answer.
import { holdsSlot } from '@baraat/shared/domain/booking';
import { formatDate } from '@baraat/shared/domain/format';
import { shownEventName } from '@baraat/shared/domain/names';
import type { Wedding, WeddingEvent } from '@baraat/shared/schemas/wedding-answers';
import { i18n } from '@/lib/i18n';

/** "Mehndi · Thu, 10 Dec 2026". */
export const eventLabel = (event: Pick<WeddingEvent, 'event_name' | 'date'>) =>
  `${i18n._(shownEventName(event.event_name))} · ${formatDate(event.date)}`;

/** The events still waiting for the owner's answer. */
export const pendingEvents = (wedding: Wedding) =>
  wedding.events.filter((event) => event.status === 'pending');

/** Whether a payment may be recorded: an event is accepted (or has taken place). */
export const takesPayments = (wedding: Wedding) =>
  wedding.events.some((event) => holdsSlot(event.status));

/** The amount the Record payment form starts with: what the next instalment still owes, or
 * what the wedding does when it has no plan left to pay. */
export const suggestedAmount = (wedding: Wedding) =>
  wedding.next_instalment?.outstanding || wedding.outstanding || 0;
