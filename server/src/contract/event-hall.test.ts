// One answer to "where is this event" (docs/product/calendar.md#where-an-event-is) in every
// answer that names an event's hall: the hall the booking was accepted into or assigned, else its
// slot's. Single bookings, a customer's wedding and a walk-in wedding, accepted into halls other
// than their slots', read back from the owner's requests, the customer's bookings, the wedding,
// the owner's weddings, the statistics' events and the calendar's sync rows.
import { eventHallId } from '@baraat/shared/domain/event-hall';
import { customerBookingSchema } from '@baraat/shared/schemas/bookings';
import {
  ownerBookingListSchema,
  ownerBookingSchema,
} from '@baraat/shared/schemas/business-bookings';
import { upcomingEventSchema } from '@baraat/shared/schemas/stats';
import { calendarSyncSchema } from '@baraat/shared/schemas/sync';
import { weddingSchema } from '@baraat/shared/schemas/wedding-answers';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BARAAT, day, MEHNDI, WALIMA, weddingSuite } from '../test/wedding-bookings';

const suite = weddingSuite();

const as = (token: string, path: string, init: { method?: string; json?: unknown } = {}) =>
  suite.server.request(path, { token, ...init });

/** What each answer says of these bookings' halls, by booking id. */
async function hallsAnswered(customerToken: string | null) {
  const { token, mappingId } = suite.venue;
  const owner = ownerBookingListSchema.parse(
    (await as(token, '/api/bookings/business-bookings')).body,
  );
  const sync = calendarSyncSchema.parse((await as(token, '/api/sync/calendar')).body);
  const stats = z
    .array(upcomingEventSchema)
    .parse((await as(token, `/api/business/mapping/${mappingId}/upcoming-events?days=60`)).body);
  const customer = customerToken
    ? z
        .array(customerBookingSchema)
        .parse((await as(customerToken, '/api/bookings/my-bookings')).body)
    : [];
  return {
    owner: new Map(owner.map((b) => [b.booking_id, b.event_hall?.worker_id ?? null])),
    /** The device's rows carry the booking's own hall and its slot's: the screens join them by
     * the shared rule. */
    sync: new Map(
      sync.bookings.map((b) => [
        b.booking_id,
        eventHallId(sync.slots.find((s) => s.slot_id === b.slot_id)!, b),
      ]),
    ),
    stats: new Map(stats.map((e) => [e.booking_id, e.location])),
    customer: new Map(customer.map((b) => [b.booking_id, b.worker_assigned?.worker_id ?? null])),
  };
}

const hallName = (id: number) => (id === suite.venue.halls[0] ? 'Shalimar Hall' : 'Lawn');

describe('where an event is, in every answer', () => {
  it('names the hall a single booking was accepted into, not its slot’s, and the slot’s until then', async () => {
    const [shalimar, lawn] = suite.venue.halls;
    const token = await suite.customer();
    const request = async (slot: number) =>
      (await as(token, '/api/bookings', { json: { slot_id: slot, number_of_people: 100 } })).body
        .booking_id as number;
    const moved = await request(await suite.venue.slot(day(10), '18:00', '22:00', shalimar));
    const unhalled = await request(await suite.venue.slot(day(11), '18:00', '22:00', null));
    const waiting = await request(await suite.venue.slot(day(12), '18:00', '22:00', shalimar));

    const accept = async (id: number, hall: number) => {
      const answer = ownerBookingSchema.parse(
        (
          await as(suite.venue.token, `/api/bookings/${id}/approve`, {
            method: 'PATCH',
            json: { hall_id: hall },
          })
        ).body,
      );
      expect(answer.event_hall).toEqual({ worker_id: hall, name: hallName(hall) });
    };
    await accept(moved, lawn);
    await accept(unhalled, lawn);

    const halls = await hallsAnswered(token);
    for (const [id, hall] of [
      [moved, lawn],
      [unhalled, lawn],
      [waiting, shalimar],
    ] as const) {
      expect(halls.owner.get(id), `owner ${id}`).toBe(hall);
      expect(halls.customer.get(id), `customer ${id}`).toBe(hall);
      expect(halls.sync.get(id), `sync ${id}`).toBe(hall);
    }
    expect(halls.stats.get(moved)).toBe('Lawn');
    expect(halls.stats.get(unhalled)).toBe('Lawn');
  });

  it('names the halls a wedding’s events were accepted into, before and after the answer', async () => {
    const [shalimar, lawn] = suite.venue.halls;
    const token = await suite.customer();
    const slots = [
      await suite.venue.slot(day(20), '18:00', '22:00', shalimar),
      await suite.venue.slot(day(21), '18:00', '22:00', null),
      await suite.venue.slot(day(22), '13:00', '17:00', shalimar),
    ];
    const booked = weddingSchema.parse(
      (
        await suite.book(token, {
          title: 'Ayesha & Bilal',
          events: [MEHNDI, BARAAT, WALIMA].map((event_type_id, i) => ({
            slot_id: slots[i],
            event_type_id,
            number_of_people: 150,
          })),
        })
      ).body,
    );
    // Waiting for an answer, each event is in its slot's hall, or none.
    expect(booked.events.map((e) => e.worker_name)).toEqual([
      'Shalimar Hall',
      null,
      'Shalimar Hall',
    ]);

    const chosen = [lawn, shalimar, lawn];
    const { body } = await suite.answer(suite.venue.token, booked.wedding_id, 'approve', {
      events: booked.events.map((e, i) => ({ booking_id: e.booking_id, hall_id: chosen[i] })),
    });
    const names = chosen.map(hallName);
    expect(weddingSchema.parse(body).events.map((e) => e.worker_name)).toEqual(names);
    const again = async (who: string, path: string) =>
      weddingSchema
        .parse((await as(who, path)).body)
        .events.map((e) => [e.worker_id, e.worker_name]);
    const expected = chosen.map((id, i) => [id, names[i]]);
    expect(await again(token, `/api/weddings/${booked.wedding_id}`)).toEqual(expected);
    expect(await again(suite.venue.token, `/api/weddings/${booked.wedding_id}`)).toEqual(expected);
    const listed = z
      .array(weddingSchema)
      .parse((await as(suite.venue.token, '/api/business/weddings')).body)
      .find((w) => w.wedding_id === booked.wedding_id)!;
    expect(listed.events.map((e) => e.worker_name)).toEqual(names);

    const halls = await hallsAnswered(token);
    booked.events.forEach(({ booking_id }, i) => {
      expect(halls.owner.get(booking_id)).toBe(chosen[i]);
      expect(halls.customer.get(booking_id)).toBe(chosen[i]);
      expect(halls.sync.get(booking_id)).toBe(chosen[i]);
      expect(halls.stats.get(booking_id)).toBe(names[i]);
    });
  });

  it('names the halls of a walk-in wedding’s events, and follows a hall assigned later', async () => {
    const [shalimar, lawn] = suite.venue.halls;
    const open = await suite.venue.slot(day(30), '18:00', '21:00', null);
    const event = (fields: object, worker_id: number, event_type_id: number) => ({
      ...fields,
      worker_id,
      event_type_id,
      number_of_people: 200,
    });
    const { status, body } = await suite.walkIn(suite.venue.token, {
      title: 'Rana wedding',
      customer_name: 'Rana family',
      events: [
        event({ slot_id: open }, lawn, MEHNDI),
        event({ date: day(31), start_time: '19:00', end_time: '22:00' }, shalimar, BARAAT),
      ],
    });
    expect(status).toBe(201);
    const wedding = weddingSchema.parse(body);
    expect(wedding.events.map((e) => e.worker_name)).toEqual(['Lawn', 'Shalimar Hall']);

    const baraat = wedding.events[1]!.booking_id;
    const assigned = await as(suite.venue.token, `/api/bookings/${baraat}/assign-hall`, {
      method: 'PATCH',
      json: { hall_id: lawn },
    });
    expect(ownerBookingSchema.parse(assigned.body).event_hall?.name).toBe('Lawn');
    const reread = weddingSchema.parse(
      (await as(suite.venue.token, `/api/weddings/${wedding.wedding_id}`)).body,
    );
    expect(reread.events.map((e) => e.worker_name)).toEqual(['Lawn', 'Lawn']);
    const halls = await hallsAnswered(null);
    for (const { booking_id } of wedding.events) {
      expect(halls.owner.get(booking_id)).toBe(lawn);
      expect(halls.sync.get(booking_id)).toBe(lawn);
    }
  });
});
