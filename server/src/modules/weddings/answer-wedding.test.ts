// The owner answers a wedding as a whole (docs/product/weddings.md#the-owner-answers): every
// pending event accepted with its hall under the hall-overlap guarantee, or all declined; all
// or nothing, and only by the owner of its business.
import { randomUUID } from 'node:crypto';
import { weddingSchema } from '@baraat/shared/schemas/wedding-answers';
import { WEDDING_TEXTS, weddingEventText } from '@baraat/shared/schemas/weddings';
import { describe, expect, it } from 'vitest';
import { day, MEHNDI, threeEvents, WALIMA, weddingSuite } from '../../test/wedding-bookings';

const suite = weddingSuite();
const { book, answer, customer } = suite;

/** A customer's wedding of three events on days `from`.. `from + 2`; its id and events. */
async function booked(from: number) {
  const token = await customer();
  const { body } = await book(token, {
    title: 'Sana & Usman',
    events: await threeEvents(suite.venue, from),
  });
  const wedding = weddingSchema.parse(body);
  return { token, id: wedding.wedding_id, events: wedding.events.map((e) => e.booking_id) };
}

const statuses = async (id: number) =>
  (
    await suite.server.sql.all<{ status: string }>(
      'SELECT status FROM bookings WHERE wedding_id = @id ORDER BY id',
      { id },
    )
  ).map((row) => row.status);

describe('PATCH /api/weddings/{id}/approve and /decline', () => {
  it('accepts every pending event with its hall, and tells the customer of each', async () => {
    const { id, events } = await booked(10);
    const [shalimar, lawn] = suite.venue.halls;
    const halls = [shalimar, lawn, shalimar];
    const { status, body } = await answer(suite.venue.token, id, 'approve', {
      events: events.map((booking_id, i) => ({ booking_id, hall_id: halls[i] })),
      notes: 'Stage on the lawn',
    });
    expect(status).toBe(200);
    const wedding = weddingSchema.parse(body);
    expect(wedding.events.map((event) => [event.status, event.worker_id])).toEqual(
      halls.map((hall) => ['verified', hall]),
    );
    const told = await suite.server.sql.get<{ n: number }>(
      `SELECT count(*) AS n FROM notifications WHERE receiver_id = @customer
         AND type = 'booking_accepted'`,
      { customer: wedding.customer_user_id },
    );
    expect(Number(told!.n)).toBe(3);
    const again = await answer(suite.venue.token, id, 'approve', {});
    expect(again).toMatchObject({ status: 409, body: { detail: WEDDING_TEXTS.nothingPending } });
  });

  it('refuses two events in one hall at overlapping times, naming the second on its place, and decides nothing', async () => {
    const token = await customer();
    const [shalimar, lawn] = suite.venue.halls;
    const mehndi = await suite.venue.slot(day(20), '17:00', '21:00', shalimar);
    const walima = await suite.venue.slot(day(20), '20:00', '23:00', lawn);
    const { body } = await book(token, {
      title: 'One day, two halls',
      events: [
        { slot_id: mehndi, event_type_id: MEHNDI },
        { slot_id: walima, event_type_id: WALIMA },
      ],
    });
    const wedding = weddingSchema.parse(body);
    const refused = await answer(suite.venue.token, wedding.wedding_id, 'approve', {
      events: wedding.events.map((event) => ({ booking_id: event.booking_id, hall_id: shalimar })),
    });
    expect(refused.status).toBe(409);
    const prefix = weddingEventText(
      wedding.events[1]!.event_name!,
      { date: day(20), start_time: '20:00', end_time: '23:00' },
      '',
    );
    expect(refused.body.detail).toEqual([
      expect.objectContaining({ loc: ['body', 'events', 1, 'hall_id'], type: 'conflict' }),
    ]);
    expect(refused.body.detail[0].msg.startsWith(prefix)).toBe(true);
    expect(await statuses(wedding.wedding_id)).toEqual(['pending', 'pending']);
  });

  it('asks a hall for every event, and refuses an event of another wedding', async () => {
    const { id, events } = await booked(30);
    const other = await booked(40);
    const noHalls = await answer(suite.venue.token, id, 'approve', {
      events: [{ booking_id: events[0], hall_id: suite.venue.halls[0] }],
    });
    expect(noHalls).toMatchObject({ status: 400, body: { detail: WEDDING_TEXTS.hallForEvery } });
    const foreign = await answer(suite.venue.token, id, 'approve', {
      events: [{ booking_id: other.events[0], hall_id: suite.venue.halls[0] }],
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.detail).toEqual([
      expect.objectContaining({
        loc: ['body', 'events', 0, 'booking_id'],
        msg: WEDDING_TEXTS.notThisWedding,
      }),
    ]);
    const malformed = await answer(suite.venue.token, id, 'approve', { events: 'all' });
    expect(malformed.status).toBe(422);
    expect(await statuses(id)).toEqual(['pending', 'pending', 'pending']);
  });

  it('declines every pending event with the reason', async () => {
    const { id } = await booked(50);
    const { status, body } = await answer(suite.venue.token, id, 'decline', {
      reason: 'The marquee is closed for repairs',
    });
    expect(status).toBe(200);
    expect(
      weddingSchema.parse(body).events.map((event) => [event.status, event.decline_reason]),
    ).toEqual(Array(3).fill(['declined', 'The marquee is closed for repairs']));
    expect((await answer(suite.venue.token, id, 'decline', {})).status).toBe(409);
  });

  it('runs from the outbox batch once per entry', async () => {
    const { id, events } = await booked(60);
    const entry = {
      id: randomUUID(),
      method: 'PATCH',
      path: `weddings/${id}/approve`,
      body: { events: events.map((booking_id) => ({ booking_id, hall_id: suite.venue.halls[1] })) },
    };
    const send = () =>
      suite.server.request('/api/sync/outbox', {
        token: suite.venue.token,
        json: { entries: [entry] },
      });
    const first = await send();
    const again = await send();
    expect(first.body.results[0].status).toBe(200);
    expect(again.body.results[0]).toEqual(first.body.results[0]);
    expect(await statuses(id)).toEqual(['verified', 'verified', 'verified']);
  });
});
