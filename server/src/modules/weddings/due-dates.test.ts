// When a wedding's instalments fall due, over the real server (docs/product/weddings.md#what-is-due,
// docs/product/weddings.md#the-payment-plan): nothing is due before an event is accepted; an
// instalment dated before the day of acceptance falls due that day, never overdue at once; a
// date whose event is declined follows the nearest event that still counts.
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { type Wedding, weddingSchema } from '@baraat/shared/schemas/wedding-answers';
import { describe, expect, it } from 'vitest';
import { day, threeEvents, weddingSuite } from '../../test/wedding-bookings';

const suite = weddingSuite();
const { book, answer, customer } = suite;

/** The venue's package of Rs 100,000 an event, made once. */
let packageId: number | undefined;
const eventPackage = async () => {
  packageId ??= await suite.venue.addPackage(100_000);
  return packageId;
};

/** A customer's wedding of three events (mehndi, baraat, walima) on days `from`..`from + 2`,
 * Rs 100,000 each. */
async function booked(from: number) {
  const token = await customer();
  const package_selected_id = await eventPackage();
  const { status, body } = await book(token, {
    title: 'Zara & Hamza',
    events: (await threeEvents(suite.venue, from)).map((event) => ({
      ...event,
      package_selected_id,
    })),
  });
  expect(status, JSON.stringify(body)).toBe(201);
  const wedding = weddingSchema.parse(body);
  return { token, id: wedding.wedding_id, events: wedding.events.map((e) => e.booking_id) };
}

const read = async (id: number, token: string) =>
  weddingSchema.parse((await suite.server.request(`/api/weddings/${id}`, { token })).body);

const dues = (wedding: Wedding) =>
  wedding.plan.map((item) => [item.label, item.due_on, item.due_event_id, item.status]);

describe('what is due before and at acceptance', () => {
  it('has nothing due while no event is accepted, for the customer and the owner alike', async () => {
    const { token, id, events } = await booked(10);
    for (const caller of [token, suite.venue.token]) {
      const wedding = await read(id, caller);
      expect(wedding.accepted_on).toBeNull();
      expect(dues(wedding)).toEqual([
        ['Advance', todayInPakistan(), null, 'not_due'],
        ['Before the first event', day(3), events[0], 'not_due'],
        ['Balance', day(13), events[2], 'not_due'],
      ]);
      expect(wedding.next_instalment?.status).toBe('not_due');
    }
    const lists = await suite.server.request('/api/business/instalments', {
      token: suite.venue.token,
    });
    expect(lists.body.due_this_week).toEqual([]);
  });

  it('has an advance dated before the acceptance fall due on the day of acceptance, not overdue', async () => {
    const { token, id, events } = await booked(20);
    // The request waited a week for its answer: booked, and its advance due, a week ago.
    const weekAgo = { day: day(-7), id };
    await suite.server.sql.run('UPDATE weddings SET booked_on = @day WHERE id = @id', weekAgo);
    await suite.server.sql.run(
      'UPDATE wedding_plan_items SET due_on = @day WHERE wedding_id = @id AND due_on IS NOT NULL',
      weekAgo,
    );
    expect((await read(id, token)).plan[0]).toMatchObject({ due_on: day(-7), status: 'not_due' });
    const [shalimar, lawn] = suite.venue.halls;
    const accepted = await answer(suite.venue.token, id, 'approve', {
      events: events.map((booking_id, i) => ({ booking_id, hall_id: i === 1 ? lawn : shalimar })),
    });
    expect(accepted.status).toBe(200);
    const wedding = await read(id, token);
    expect(wedding.accepted_on).toBe(todayInPakistan());
    expect(dues(wedding)).toEqual([
      ['Advance', todayInPakistan(), null, 'due'],
      ['Before the first event', day(13), events[0], 'upcoming'],
      ['Balance', day(23), events[2], 'upcoming'],
    ]);
    const lists = await suite.server.request('/api/business/instalments', {
      token: suite.venue.token,
    });
    expect(lists.body.overdue).toEqual([]);
    expect(
      lists.body.due_this_week.map((line: { wedding_id: number; label: string }) => [
        line.wedding_id,
        line.label,
      ]),
    ).toEqual([[id, 'Advance']]);
  });
});

describe('a walk-in wedding', () => {
  it('is accepted the day it is booked: its advance is due that day', async () => {
    const package_id = await eventPackage();
    const event = (offset: number, hall: number) => ({
      date: day(offset),
      start_time: '12:00',
      end_time: '15:00',
      worker_id: hall,
      package_id,
      number_of_people: 100,
    });
    const { status, body } = await suite.walkIn(suite.venue.token, {
      title: 'Rana family wedding',
      customer_name: 'Rana family',
      events: [event(70, suite.venue.halls[0]), event(71, suite.venue.halls[1])],
    });
    expect(status).toBe(201);
    const wedding = weddingSchema.parse(body);
    expect(wedding.accepted_on).toBe(todayInPakistan());
    expect(wedding.plan.map((item) => [item.label, item.amount, item.status])).toEqual([
      ['Advance', 60_000, 'due'],
      ['Before the first event', 80_000, 'upcoming'],
      ['Balance', 60_000, 'upcoming'],
    ]);
  });
});

describe('a due date whose event is declined', () => {
  it('follows the nearest event that still counts, by the same days, then the booking day', async () => {
    const { token, id, events } = await booked(40);
    const [mehndi, baraat, walima] = events as [number, number, number];
    const decline = (booking: number) =>
      suite.server.request(`/api/bookings/${booking}/decline`, {
        method: 'PATCH',
        token: suite.venue.token,
        json: { reason: 'Hall closed for repairs' },
      });
    // The balance, a day after the walima, follows the baraat once the walima is declined.
    expect((await decline(walima)).status).toBe(200);
    expect(dues(await read(id, token)).slice(1)).toEqual([
      ['Before the first event', day(33), mehndi, 'not_due'],
      ['Balance', day(42), baraat, 'not_due'],
    ]);
    // A week before the mehndi becomes a week before the baraat.
    expect((await decline(mehndi)).status).toBe(200);
    expect(dues(await read(id, token)).slice(1)).toEqual([
      ['Before the first event', day(34), baraat, 'not_due'],
      ['Balance', day(42), baraat, 'not_due'],
    ]);
    // With none left counting, the booking day.
    expect((await decline(baraat)).status).toBe(200);
    const wedding = await read(id, suite.venue.token);
    expect(wedding.total).toBe(0);
    expect(dues(wedding)).toEqual([
      ['Advance', todayInPakistan(), null, 'not_due'],
      ['Before the first event', todayInPakistan(), null, 'not_due'],
      ['Balance', todayInPakistan(), null, 'not_due'],
    ]);
  });
});
