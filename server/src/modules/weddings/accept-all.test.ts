// Accept all at once (docs/product/weddings.md#accept-all): the server checks every pending
// event before it writes, and refuses with every refused event listed at once, each on its
// place in the request, nothing accepted; the halls the dialog proposes by capacity
// (domain/hall-proposals.ts) are accepted at the first try.
import { resourceConflictText } from '@baraat/shared/constants/business-requests';
import { proposeHalls } from '@baraat/shared/domain/hall-proposals';
import { PEOPLE_MAX, peopleRefusal } from '@baraat/shared/domain/people';
import type { AvailableResource } from '@baraat/shared/schemas/business-bookings';
import { type Wedding, weddingSchema } from '@baraat/shared/schemas/wedding-answers';
import { weddingEventText } from '@baraat/shared/schemas/weddings';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestSlot } from '../../test/calendar';
import { BARAAT, day, MEHNDI, WALIMA, weddingSuite } from '../../test/wedding-bookings';

const suite = weddingSuite();
const { book, answer, customer } = suite;

/** The venue's halls besides its two of 500: a large one and a small one. */
const halls = { grand: 0, rose: 0 };
const ROSE_CAPACITY = 300;

beforeAll(async () => {
  const add = async (name: string, capacity: number) => {
    const { status, body } = await suite.server.request<{ resource_id: number }>(
      '/api/business/halls',
      { token: suite.venue.token, json: { name, capacity } },
    );
    expect(status).toBe(201);
    return body.resource_id;
  };
  halls.grand = await add('Grand Marquee', 800);
  halls.rose = await add('Rose Hall', ROSE_CAPACITY);
});

interface Planned {
  /** Days from today. */
  on: number;
  times: [string, string];
  type: number;
  people: number;
  /** The hall of its slot (none by default). */
  hall?: number;
}

/** A customer's wedding of these events, each on a slot of its own; its answer. */
async function booked(events: Planned[]) {
  const slots: number[] = [];
  for (const { on, times, hall } of events) {
    slots.push(await suite.venue.slot(day(on), times[0], times[1], hall ?? null));
  }
  const { status, body } = await book(await customer(), {
    title: 'Hina & Faisal',
    events: events.map((event, index) => ({
      slot_id: slots[index],
      event_type_id: event.type,
      number_of_people: event.people,
    })),
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return weddingSchema.parse(body);
}

/** The venue's halls at an event's times, as the dialog asks for them. */
async function hallsAt(event: Wedding['events'][number]) {
  const query = new URLSearchParams({
    date: event.date,
    startTime: event.start_time,
    endTime: event.end_time,
    excludeBookingId: String(event.booking_id),
  });
  const { status, body } = await suite.server.request<AvailableResource[]>(
    `/api/business/resources/available?${query}`,
    { token: suite.venue.token },
  );
  expect(status).toBe(200);
  return body;
}

const statuses = async (wedding: Wedding) =>
  (
    await suite.server.sql.all<{ status: string }>(
      'SELECT status FROM bookings WHERE wedding_id = @id ORDER BY id',
      { id: wedding.wedding_id },
    )
  ).map((row) => row.status);

const eventText = (event: Wedding['events'][number], reason: string) =>
  weddingEventText(event.event_name!, event, reason);

describe('Accept all', () => {
  it('names every refused event at once, each on its place, and accepts none', async () => {
    const [, lawn] = suite.venue.halls;
    const wedding = await booked([
      { on: 10, times: ['18:00', '22:00'], type: MEHNDI, people: 150 },
      { on: 11, times: ['18:00', '22:00'], type: BARAAT, people: 450 },
      { on: 12, times: ['18:00', '22:00'], type: WALIMA, people: 200 },
    ]);
    // Another family's evening already holds Rose Hall at the mehndi's times.
    const other = await requestSlot(
      suite.server,
      await suite.venue.slot(day(10), '17:00', '20:00', null),
    );
    const accepted = await suite.server.request(`/api/bookings/${other.bookingId}/approve`, {
      method: 'PATCH',
      token: suite.venue.token,
      json: { hall_id: halls.rose },
    });
    expect(accepted.status).toBe(200);
    const [mehndi, baraat] = wedding.events as [
      Wedding['events'][number],
      Wedding['events'][number],
    ];
    const busy = (await hallsAt(mehndi)).find((hall) => hall.resource_id === halls.rose)!;
    expect(busy.is_available).toBe(false);

    const refused = await answer(suite.venue.token, wedding.wedding_id, 'approve', {
      events: [
        { booking_id: mehndi.booking_id, hall_id: halls.rose },
        { booking_id: baraat.booking_id, hall_id: halls.rose },
        { booking_id: wedding.events[2]!.booking_id, hall_id: lawn },
      ],
    });
    expect(refused.status).toBe(409);
    const tooSmall = peopleRefusal(
      450,
      { resource: { name: 'Rose Hall', capacity: ROSE_CAPACITY, worker_role: 'hall' } },
      PEOPLE_MAX,
    )!;
    expect(refused.body.detail).toEqual([
      {
        loc: ['body', 'events', 0, 'hall_id'],
        msg: eventText(mehndi, busy.conflict!),
        type: 'conflict',
      },
      {
        loc: ['body', 'events', 1, 'hall_id'],
        msg: eventText(baraat, tooSmall),
        type: 'value_error',
      },
    ]);
    expect(await statuses(wedding)).toEqual(['pending', 'pending', 'pending']);
  });

  it('refuses the later of two events given one hall at overlapping times, as its holder would', async () => {
    const wedding = await booked([
      { on: 20, times: ['12:00', '16:00'], type: MEHNDI, people: 100 },
      { on: 20, times: ['15:00', '19:00'], type: BARAAT, people: 100 },
      { on: 20, times: ['19:00', '23:00'], type: WALIMA, people: 100 },
    ]);
    const refused = await answer(suite.venue.token, wedding.wedding_id, 'approve', {
      events: wedding.events.map((event) => ({
        booking_id: event.booking_id,
        hall_id: halls.grand,
      })),
    });
    expect(refused.status).toBe(409);
    const [first, second] = wedding.events as [
      Wedding['events'][number],
      Wedding['events'][number],
    ];
    // The mehndi's booking would hold Grand Marquee; the walima starts as the baraat ends, and
    // the baraat, refused, holds nothing.
    const heldByMehndi = resourceConflictText({
      resourceName: 'Grand Marquee',
      eventName: first.event_name,
      customerName: wedding.customer_name,
      date: first.date,
      startTime: first.start_time,
      endTime: first.end_time,
    });
    expect(refused.body.detail).toEqual([
      {
        loc: ['body', 'events', 1, 'hall_id'],
        msg: eventText(second, heldByMehndi),
        type: 'conflict',
      },
    ]);
    expect(await statuses(wedding)).toEqual(['pending', 'pending', 'pending']);
  });

  it('accepts a wedding like the demo one at the first try with the halls proposed by capacity', async () => {
    const [shalimar, lawn] = suite.venue.halls;
    const wedding = await booked([
      { on: 30, times: ['19:00', '23:00'], type: MEHNDI, people: 250 },
      { on: 31, times: ['19:00', '23:00'], type: BARAAT, people: 500, hall: lawn },
      { on: 31, times: ['13:00', '20:00'], type: WALIMA, people: 450 },
    ]);
    const pending = await Promise.all(
      wedding.events.map(async (event) => ({
        ...event,
        preferred: [event.slot_worker_id, event.worker_id],
        options: await hallsAt(event),
      })),
    );
    const proposed = proposeHalls(pending, 'hall');
    // The smallest that holds the mehndi; the baraat's own Lawn; the walima, at the same
    // time as the baraat, the smallest hall left that holds 450.
    const byType = (event: Wedding['events'][number], index: number) => [
      event.event_type_id,
      proposed[index],
    ];
    expect(Object.fromEntries(wedding.events.map(byType))).toEqual({
      [MEHNDI]: halls.rose,
      [BARAAT]: lawn,
      [WALIMA]: shalimar,
    });

    const { status, body } = await answer(suite.venue.token, wedding.wedding_id, 'approve', {
      events: wedding.events.map((event, index) => ({
        booking_id: event.booking_id,
        hall_id: proposed[index],
      })),
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(
      weddingSchema.parse(body).events.map((event) => [event.status, event.worker_id]),
    ).toEqual(proposed.map((hall) => ['verified', hall]));
  });
});
