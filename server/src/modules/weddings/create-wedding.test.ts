// A customer books a wedding (docs/product/weddings.md#a-wedding-groups-events): its events as
// pending requests with the default plan, all or nothing, once per Idempotency-Key.
import { formatDate } from '@baraat/shared/domain/format';
import { BOOKING_ERRORS } from '@baraat/shared/schemas/bookings';
import { weddingSchema } from '@baraat/shared/schemas/wedding-answers';
import { WEDDING_TEXTS, weddingEventText } from '@baraat/shared/schemas/weddings';
import { describe, expect, it } from 'vitest';
import {
  BARAAT,
  buildVenue,
  day,
  MEHNDI,
  threeEvents,
  WALIMA,
  weddingSuite,
} from '../../test/wedding-bookings';

const suite = weddingSuite();
const { book, customer, tally } = suite;
const title = "Ayesha & Bilal's wedding";
/** The fixture's slot on day `n`, as an event's refusal names it. */
const evening = (n: number) => ({ date: day(n), start_time: '18:00', end_time: '22:00' });

describe('POST /api/weddings', () => {
  it('books every event as a pending request of one wedding, with the default plan', async () => {
    const token = await customer();
    const events = await threeEvents(suite.venue);
    const { status, body } = await book(token, { title, message: 'Both families', events });
    expect(status).toBe(201);
    const wedding = weddingSchema.parse(body);
    expect(wedding).toMatchObject({
      title,
      business_id: suite.venue.businessId,
      is_walkin: false,
      message: 'Both families',
      booked_on: day(0),
      paid: 0,
    });
    expect(wedding.events.map((event) => [event.event_type_id, event.status, event.date])).toEqual([
      [MEHNDI, 'pending', day(10)],
      [BARAAT, 'pending', day(11)],
      [WALIMA, 'pending', day(12)],
    ]);
    expect(wedding.plan.map((item) => [item.label, item.basis, item.due_on])).toEqual([
      ['Advance', 'percent', day(0)],
      ['Before the first event', 'percent', day(3)],
      ['Balance', 'remainder', day(13)],
    ]);
    const stored = await suite.server.sql.all<{ wedding_id: number; status: string }>(
      'SELECT wedding_id, status FROM bookings WHERE wedding_id = @id',
      { id: wedding.wedding_id },
    );
    expect(stored).toHaveLength(3);
    // The owner hears of each event as a request of its own.
    const told = await suite.server.sql.get<{ n: number }>(
      `SELECT count(*) AS n FROM notifications WHERE receiver_id = @owner AND type = 'booking_new'`,
      { owner: suite.venue.userId },
    );
    expect(Number(told!.n)).toBe(3);
    const read = await suite.server.request(`/api/weddings/${wedding.wedding_id}`, { token });
    expect(read.body).toEqual(body);
  });

  it('creates nothing when the third event’s slot is taken, naming that event, its day and hours', async () => {
    const token = await customer();
    const events = await threeEvents(suite.venue, 20);
    await suite.server.sql.run('UPDATE slots SET is_reserved = 1 WHERE id = @id', {
      id: events[2]!.slot_id,
    });
    const before = await tally();
    const { status, body } = await book(token, { title, events });
    expect(status).toBe(409);
    // The event's day and hours as every screen writes them (docs/product/texts.md#formats).
    expect(body.detail).toBe(
      `Walima (${formatDate(day(22))}, 6:00 – 10:00 pm): ${BOOKING_ERRORS.slotTaken}`,
    );
    expect(await tally()).toEqual(before);
  });

  it('refuses a slot of another business on that event, and two events on one slot', async () => {
    const token = await customer();
    const other = await buildVenue(suite.server);
    const events = [
      { slot_id: await suite.venue.slot(day(30)), event_type_id: MEHNDI },
      { slot_id: await other.slot(day(31)), event_type_id: BARAAT },
    ];
    const before = await tally();
    const foreign = await book(token, { title, events });
    expect(foreign.status).toBe(422);
    expect(foreign.body.detail).toEqual([
      expect.objectContaining({
        loc: ['body', 'events', 1, 'slot_id'],
        msg: weddingEventText('Baraat', evening(31), WEDDING_TEXTS.oneBusiness),
      }),
    ]);
    const twice = await book(token, { title, events: [events[0], events[0]] });
    expect(twice.status).toBe(422);
    expect(twice.body.detail).toEqual([
      expect.objectContaining({
        loc: ['body', 'events', 1, 'slot_id'],
        msg: WEDDING_TEXTS.sameSlotTwice,
      }),
    ]);
    expect(await tally()).toEqual(before);
  });

  it('names the event of a field refusal under its path, and reads malformed bodies as 422', async () => {
    const token = await customer();
    const past = await suite.venue.slot(day(-1));
    const refused = await book(token, {
      title,
      events: [
        { slot_id: await suite.venue.slot(day(40)) },
        { slot_id: past, event_type_id: WALIMA },
      ],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toEqual([
      expect.objectContaining({
        loc: ['body', 'events', 1, 'slot_id'],
        msg: weddingEventText('Walima', evening(-1), BOOKING_ERRORS.slotPast),
      }),
    ]);
    const missing = await book(token, { title, events: [{ slot_id: 99_999_999 }] });
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe(`Event 1: ${BOOKING_ERRORS.slotNotFound}`);
    for (const [body, msg] of [
      [{ events: [] }, WEDDING_TEXTS.titleRequired],
      [{ title, events: [] }, WEDDING_TEXTS.eventsRequired],
      [{ title, events: 'mehndi' }, WEDDING_TEXTS.eventsRequired],
    ] as const) {
      const answer = await book(token, body);
      expect(answer.status).toBe(422);
      expect(answer.body.detail.map((issue: { msg: string }) => issue.msg)).toContain(msg);
    }
  });

  it('stores a wedding sent twice with one Idempotency-Key once', async () => {
    const token = await customer();
    const body = { title, events: await threeEvents(suite.venue, 50) };
    const before = (await tally())[0]!;
    const first = await book(token, body, 'wedding-once-1');
    const again = await book(token, body, 'wedding-once-1');
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await tally())[0]).toBe(before + 1);
  });

  it('is the customers’ alone: anonymous 401, an owner 403', async () => {
    const body = { title, events: [{ slot_id: await suite.venue.slot(day(60)) }] };
    expect((await book(undefined, body)).status).toBe(401);
    expect((await book(suite.venue.token, body)).status).toBe(403);
  });
});
