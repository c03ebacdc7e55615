// A customer's wedding at a fresh marquee, set up through the API as the customer books it
// (POST /api/weddings): one hall, a package priced per event, a slot per event, and the calls
// the desk specs make on it as the owner; and a wedding waiting for the demo owner's answer.
import { eventTypeId } from '@baraat/shared/constants/catalog';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import type { APIRequestContext } from '@playwright/test';
import { daysAhead, freshCustomer, freshOwner } from './desk-owner';
import { DEMO_OWNER, DEMO_PASSWORD, expect } from './fixtures';

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

/**
 * A wedding at the demo owner's business whose events wait for an answer: a new customer's
 * mehndi and baraat on two new slots, booked once per server (a worker's specs share its demo
 * data) and found again after that; its id.
 */
export async function pendingDemoWedding(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/auth/login', {
    data: { username: DEMO_OWNER.email, password: DEMO_PASSWORD },
  });
  const owner = { Authorization: `Bearer ${(await login.json()).access_token}` };
  const weddings = (await (
    await request.get('/api/business/weddings', { headers: owner })
  ).json()) as Wedding[];
  const waiting = weddings.find((wedding) => wedding.events.some((e) => e.status === 'pending'));
  if (waiting) return waiting.wedding_id;
  const slots: number[] = [];
  for (const day of [50, 51]) {
    const slot = await request.post('/api/slots', {
      headers: owner,
      data: { date: daysAhead(day), start_time: '12:00', end_time: '16:00' },
    });
    expect(slot.status(), await slot.text()).toBe(201);
    slots.push((await slot.json()).slot_id);
  }
  const customer = await freshCustomer(request);
  const answer = await request.post('/api/weddings', {
    headers: { ...customer.headers, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      title: 'Sana & Omar’s wedding',
      events: slots.map((slot_id, index) => ({
        slot_id,
        event_type_id: EVENTS[index],
        number_of_people: 200,
      })),
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as Wedding).wedding_id;
}
