// A customer's wedding at a fresh marquee, set up through the API as the customer books it
// (POST /api/weddings): one hall, a package priced per event, a slot per event, and the calls
// the desk specs make on it as the owner.
import { eventTypeId } from '@baraat/shared/constants/catalog';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import type { APIRequestContext } from '@playwright/test';
import { daysAhead, freshCustomer, freshOwner } from './desk-owner';
import { expect } from './fixtures';

export const EVENT_PRICE = 200_000;
/** A wedding's mehndi, baraat and walima, as the catalogue's event types. */
const EVENTS = [eventTypeId('Mehndi'), eventTypeId('Baraat'), eventTypeId('Walima')];

export async function weddingAtFreshMarquee(
  request: APIRequestContext,
  options: { title: string; days: readonly number[] },
) {
  const owner = await freshOwner(request, 'marquee');
  const hall = await owner.resource('Rose Hall', 500);
  const { package_id } = await owner.post<{ package_id: number }>(
    `/business/${owner.businessId}/packages`,
    {
      package_name: 'Wedding event',
      price: EVENT_PRICE,
      price_basis: 'per_event',
      max_guests: 500,
    },
  );
  const slots: number[] = [];
  for (const day of options.days) slots.push(await owner.slot(daysAhead(day), '18:00', '22:00'));
  const customer = await freshCustomer(request);
  const answer = await request.post('/api/weddings', {
    headers: { ...customer.headers, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      title: options.title,
      events: slots.map((slot_id, index) => ({
        slot_id,
        event_type_id: EVENTS[index % EVENTS.length],
        number_of_people: 300,
        package_selected_id: package_id,
      })),
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const wedding = (await answer.json()) as Wedding;
  return {
    owner,
    hall,
    customer,
    wedding,
    /** Accepts every event in the hall, event by event as Booking Requests does. */
    acceptAll: async () => {
      for (const event of wedding.events) {
        await owner.patch(`/bookings/${event.booking_id}/approve`, { hall_id: hall });
      }
    },
  };
}
