// The desk logs a walk-in wedding (docs/product/weddings.md#the-owner-answers): its events stored
// accepted, all or nothing, once per Idempotency-Key, sent directly or in the outbox's batch.
import { randomUUID } from 'node:crypto';
import { weddingSchema } from '@baraat/shared/schemas/wedding-answers';
import { weddingEventText } from '@baraat/shared/schemas/weddings';
import { describe, expect, it } from 'vitest';
import { BARAAT, day, MEHNDI, WALIMA, weddingSuite } from '../../test/wedding-bookings';

const suite = weddingSuite();
const { walkIn, customer, tally } = suite;

/** A walk-in event: its day, times, hall, type and people. */
const at = (date: string, times: string, hall: number, type: number, people: number) => {
  const [start_time, end_time] = times.split('-');
  return {
    date,
    start_time,
    end_time,
    worker_id: hall,
    event_type_id: type,
    number_of_people: people,
  };
};

/** A family's three events from day `from`, the baraat on the lawn. */
const family = (from: number, name = 'Rana family') => ({
  title: `${name}'s wedding`,
  customer_name: name,
  customer_phone: '0300 1234567',
  customer_email: 'Rana@Example.pk',
  description: 'Booked at the counter',
  events: [
    at(day(from), '18:00-21:00', suite.venue.halls[0], MEHNDI, 200),
    at(day(from + 1), '19:00-22:00', suite.venue.halls[1], BARAAT, 300),
    at(day(from + 2), '13:00-16:00', suite.venue.halls[0], WALIMA, 250),
  ],
});

const weddingsNamed = async (name: string) =>
  Number(
    (await suite.server.sql.get<{ n: number }>(
      'SELECT count(*) AS n FROM weddings WHERE contact_name = @name',
      { name },
    ))!.n,
  );

describe('POST /api/business/walkin-weddings', () => {
  it('stores the family’s events accepted, in their halls, with the default plan', async () => {
    const { status, body } = await walkIn(suite.venue.token, family(10));
    expect(status).toBe(201);
    const wedding = weddingSchema.parse(body);
    expect(wedding).toMatchObject({
      title: "Rana family's wedding",
      business_id: suite.venue.businessId,
      customer_user_id: null,
      customer_name: 'Rana family',
      customer_phone: '0300 1234567',
      customer_email: 'rana@example.pk',
      is_walkin: true,
      message: 'Booked at the counter',
      booked_on: day(0),
    });
    expect(
      wedding.events.map((event) => [
        event.event_type_id,
        event.status,
        event.worker_id,
        event.date,
      ]),
    ).toEqual([
      [MEHNDI, 'verified', suite.venue.halls[0], day(10)],
      [BARAAT, 'verified', suite.venue.halls[1], day(11)],
      [WALIMA, 'verified', suite.venue.halls[0], day(12)],
    ]);
    expect(wedding.plan.map((item) => item.due_on)).toEqual([day(0), day(3), day(13)]);
    const reserved = await suite.server.sql.all<{ is_reserved: number }>(
      'SELECT s.is_reserved FROM slots s JOIN bookings k ON k.slot_id = s.id WHERE k.wedding_id = @id',
      { id: wedding.wedding_id },
    );
    expect(reserved.map((slot) => Number(slot.is_reserved))).toEqual([1, 1, 1]);
  });

  it('stores nothing when one event is refused, naming that event', async () => {
    const taken = family(20, 'Butt family');
    // The walima's hall already holds a wedding at those times.
    await walkIn(suite.venue.token, { ...family(22, 'Earlier family'), events: [taken.events[2]] });
    const before = await tally();
    const { status, body } = await walkIn(suite.venue.token, taken);
    expect(status).toBe(409);
    const prefix = weddingEventText(
      'Walima',
      { date: day(22), start_time: '13:00', end_time: '16:00' },
      '',
    );
    expect(body.detail.startsWith(prefix)).toBe(true);
    expect(body.detail).toContain('Shalimar Hall');
    expect(await tally()).toEqual(before);
    expect(await weddingsNamed('Butt family')).toBe(0);
  });

  it('reads a malformed family or event as 422 on its field', async () => {
    const body = family(30);
    const answer = await walkIn(suite.venue.token, {
      ...body,
      customer_name: '',
      events: [body.events[0], { ...body.events[1], date: 'tomorrow' }],
    });
    expect(answer.status).toBe(422);
    const locs = answer.body.detail.map((issue: { loc: unknown[] }) => issue.loc.join('.'));
    expect(locs).toContain('body.customer_name');
    expect(locs).toContain('body.events.1.date');
  });

  it('refuses a body that is a list with 422, as any body that is no object', async () => {
    for (const json of [[1, 'a'], []]) {
      const answer = await walkIn(suite.venue.token, json);
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      expect(answer.body.detail[0].loc).toEqual(['body']);
    }
  });

  it('names everything missing at once: the title, the family’s name and each event’s hall', async () => {
    const body = family(35);
    const { worker_id: _none, ...hallless } = body.events[1]!;
    const answer = await walkIn(suite.venue.token, {
      ...body,
      title: '',
      customer_name: '',
      events: [body.events[0], hallless],
    });
    expect(answer.status).toBe(422);
    const issues = answer.body.detail as { loc: unknown[]; msg: string }[];
    expect(issues.map((issue) => [issue.loc.join('.'), issue.msg])).toEqual([
      ['body.title', 'Title is required'],
      ['body.customer_name', 'Please fill in all required fields'],
      ['body.events.1.worker_id', 'Please fill in all required fields'],
    ]);
  });

  it('stores 20 concurrent sends of one key once, every answer the same', async () => {
    const body = family(40, 'Chaudhry family');
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => walkIn(suite.venue.token, body, key)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(await weddingsNamed('Chaudhry family')).toBe(1);
    const events = await suite.server.sql.get<{ n: number }>(
      'SELECT count(*) AS n FROM bookings WHERE wedding_id = @id',
      { id: answers[0]!.body.wedding_id },
    );
    expect(Number(events!.n)).toBe(3);
  });

  it('stores 20 concurrent outbox batches of one entry once, every result the same', async () => {
    const entry = {
      id: randomUUID(),
      method: 'POST',
      path: 'business/walkin-weddings',
      body: family(50, 'Malik family'),
    };
    const batches = await Promise.all(
      Array.from({ length: 20 }, () =>
        suite.server.request('/api/sync/outbox', {
          token: suite.venue.token,
          json: { entries: [entry] },
        }),
      ),
    );
    const results = batches.map((batch) => batch.body.results[0]);
    expect(results.map((result) => result.status)).toEqual(Array(20).fill(201));
    for (const result of results) expect(result.body).toEqual(results[0].body);
    expect(await weddingsNamed('Malik family')).toBe(1);
    expect(weddingSchema.parse(results[0].body).events).toHaveLength(3);
  });

  it('is the owners’ alone: anonymous 401, a customer 403', async () => {
    const body = family(60, 'Nobody');
    expect((await walkIn(undefined, body)).status).toBe(401);
    expect((await walkIn(await customer(), body)).status).toBe(403);
    expect(await weddingsNamed('Nobody')).toBe(0);
  });
});
