import { addDays, addMonths, todayInPakistan } from '@baraat/shared/domain/dates';
import { formatDate } from '@baraat/shared/domain/format';
import { SLOT_TEXTS } from '@baraat/shared/domain/slot-times';
import { bulkSlotsResponseSchema, ownerSlotSchema } from '@baraat/shared/schemas/slots';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCalendarOwner, type CalendarOwner } from '../../test/calendar';
import { buildCustomer } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';

let server: TestServer;
let owner: CalendarOwner;
let mainHall: number;
let lawn: number;
beforeAll(async () => {
  server = await startTestServer();
  owner = await buildCalendarOwner(server);
  mainHall = await owner.addHall('Main Hall');
  lawn = await owner.addHall('Garden Lawn');
});
afterAll(() => server.close());

const today = () => todayInPakistan();
const day = (n: number) => addDays(today(), n);
const messages = (body: { detail: { msg: string }[] }) => body.detail.map((issue) => issue.msg);

function createSlot(json: Record<string, unknown>, token = owner.token, headers = {}) {
  return server.request('/api/slots', { token, json, headers });
}

describe('POST /api/slots', () => {
  it('creates a slot named by its times, on the hall, open', async () => {
    const { status, body } = await createSlot({
      date: day(3),
      start_time: '09:00',
      end_time: '13:00',
      hall_id: mainHall,
      description: 'Morning mehndi',
    });
    expect(status).toBe(201);
    expect(ownerSlotSchema.parse(body)).toMatchObject({
      slot_name: '09:00 - 13:00',
      worker_id: mainHall,
      worker_name: 'Main Hall',
      description: 'Morning mehndi',
      is_available: true,
      is_blocked: false,
      user_business_mapping_id: owner.mappingId,
    });
  });

  it('takes dates from today to three months ahead, not one day more', async () => {
    const edge = addMonths(today(), 3);
    expect(
      (await createSlot({ date: today(), start_time: '22:00', end_time: '23:00' })).status,
    ).toBe(201);
    expect((await createSlot({ date: edge, start_time: '10:00', end_time: '11:00' })).status).toBe(
      201,
    );
    for (const date of [addDays(edge, 1), day(-1)]) {
      const { status, body } = await createSlot({ date, start_time: '10:00', end_time: '11:00' });
      expect(status).toBe(422);
      expect(messages(body)).toEqual([SLOT_TEXTS.datesOutOfRange]);
    }
  });

  it('refuses an end before the start, off-quarter minutes and a hall of another business', async () => {
    const backwards = await createSlot({ date: day(4), start_time: '14:00', end_time: '13:00' });
    expect(messages(backwards.body)).toEqual([SLOT_TEXTS.endAfterStart]);
    const offQuarter = await createSlot({ date: day(4), start_time: '14:10', end_time: '15:00' });
    expect(messages(offQuarter.body)).toEqual([SLOT_TEXTS.minutes]);
    const other = await buildCalendarOwner(server);
    const foreignHall = await other.addHall('Their Hall');
    const foreign = await createSlot({
      date: day(4),
      start_time: '14:00',
      end_time: '15:00',
      worker_id: foreignHall,
    });
    expect(foreign.status).toBe(422);
    expect(messages(foreign.body)).toEqual(['Hall or team not found']);
  });

  it('refuses a slot overlapping another of the same hall, naming it; other halls are free', async () => {
    const base = { date: day(5), start_time: '18:00', end_time: '22:00' };
    expect((await createSlot({ ...base, worker_id: mainHall })).status).toBe(201);
    const clash = await createSlot({
      ...base,
      start_time: '21:45',
      end_time: '23:00',
      worker_id: mainHall,
    });
    expect(clash.status).toBe(409);
    expect(clash.body.detail).toBe(
      `Main Hall already has a slot on ${formatDate(day(5))}, 6:00 – 10:00 pm`,
    );
    const after = await createSlot({
      ...base,
      start_time: '22:00',
      end_time: '23:00',
      worker_id: mainHall,
    });
    expect(after.status).toBe(201);
    expect((await createSlot({ ...base, worker_id: lawn })).status).toBe(201);
  });

  it('is refused by the database too when code forgets the check', async () => {
    const insert = server.sql.run(
      `INSERT INTO slots (business_id, worker_id, slot_name, date, start_time, end_time,
         created_at, modified_at) VALUES (@business, @hall, 'x', @date, '19:00', '20:00', 'now',
         'now')`,
      { business: owner.businessId, hall: mainHall, date: day(5) },
    );
    await expect(insert).rejects.toThrow(/slot_overlap/);
  });

  it('stores one slot for an Idempotency-Key replayed, and refuses the key with another body', async () => {
    const json = { date: day(6), start_time: '09:00', end_time: '10:00', worker_id: lawn };
    const headers = { 'Idempotency-Key': `slot-${Date.now()}` };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => createSlot(json, owner.token, headers)),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.slot_id)).size).toBe(1);
    const other = await createSlot({ ...json, end_time: '11:00' }, owner.token, headers);
    expect(other.status).toBe(422);
  });
});

describe('POST /api/slots/bulk', () => {
  const bulk = (json: unknown, query = '') =>
    server.request(`/api/slots/bulk${query}`, { token: owner.token, json });

  it('expands days, halls and times into named slots up to the three-month edge', async () => {
    const edge = addMonths(today(), 3);
    const { status, body } = await bulk(
      {
        start_date: addDays(edge, -13),
        end_date: edge,
        days: [0, 1, 2, 3, 4, 5, 6],
        worker_ids: [mainHall, lawn],
        time_slots: [{ start_time: '09:00', end_time: '17:00' }],
      },
      `?user_business_mapping_id=${owner.mappingId}`,
    );
    expect(status).toBe(201);
    bulkSlotsResponseSchema.parse(body);
    expect(body.created).toBe(28);
    expect(body.skipped).toEqual([]);
    expect(body.slots.map((s: { slot_name: string }) => s.slot_name)).toContain(
      '09:00 - 17:00 Garden Lawn',
    );
    const past = await bulk({
      start_date: edge,
      end_date: addDays(edge, 1),
      days: [0, 1, 2, 3, 4, 5, 6],
      worker_ids: [mainHall],
      time_slots: [{ start_time: '18:00', end_time: '19:00' }],
    });
    expect(past.status).toBe(422);
    expect(messages(past.body)).toEqual([SLOT_TEXTS.datesOutOfRange]);
    // Nothing of the refused request was stored: the edge day's 18:00 is still free.
    const edgeDay = await server.request(
      `/api/slots/business/${owner.businessId}?start_date=${edge}&end_date=${edge}`,
      { token: owner.token },
    );
    expect(edgeDay.body.map((s: { start_time: string }) => s.start_time)).toEqual([
      '09:00',
      '09:00',
      '10:00',
    ]);
  });

  it('names the time slot that ends before it starts, and what is missing', async () => {
    const wrong = await bulk([
      { date: day(8), start_time: '09:00', end_time: '10:00' },
      { date: day(8), start_time: '12:00', end_time: '11:00' },
    ]);
    expect(wrong.status).toBe(422);
    expect(messages(wrong.body)).toEqual([
      'Time slot 2: End time (11:00 am) must be after start time (12:00 pm)',
    ]);
    const missing = await bulk({
      start_date: day(8),
      end_date: day(9),
      days: [],
      worker_ids: [mainHall],
      time_slots: [{ start_time: '09:00', end_time: '10:00' }],
    });
    expect(messages(missing.body)).toEqual([SLOT_TEXTS.bulkMissing]);
    const foreign = await bulk(
      [{ date: day(8), start_time: '09:00', end_time: '10:00' }],
      '?user_business_mapping_id=999999',
    );
    expect(messages(foreign.body)).toEqual([SLOT_TEXTS.invalidMapping]);
  });

  it("appends the hall or team name to each slot of the spec's array", async () => {
    const { status, body } = await bulk([
      { date: day(11), start_time: '09:15', end_time: '10:45', worker_id: mainHall },
      { date: day(11), start_time: '11:00', end_time: '12:00', hall_id: lawn, slot_name: 'Mehndi' },
      { date: day(11), start_time: '13:00', end_time: '14:00' },
    ]);
    expect(status).toBe(201);
    expect(body.slots.map((s: { slot_name: string }) => s.slot_name)).toEqual([
      '09:15 - 10:45 Main Hall',
      'Mehndi Garden Lawn',
      '13:00 - 14:00',
    ]);
  });

  it('takes the quarter hours one slot takes, and refuses 09:10 as one slot does', async () => {
    const pattern = (start_time: string) =>
      bulk({
        start_date: day(12),
        end_date: day(12),
        days: [0, 1, 2, 3, 4, 5, 6],
        worker_ids: [lawn],
        time_slots: [{ start_time, end_time: '17:00' }],
      });
    const single = await createSlot({ date: day(12), start_time: '09:10', end_time: '10:00' });
    const refused = await pattern('09:10');
    expect(refused.status).toBe(422);
    expect(messages(refused.body)).toEqual([SLOT_TEXTS.minutes]);
    expect(messages(single.body)).toEqual(messages(refused.body));
    const taken = await pattern('09:15');
    expect(taken.status).toBe(201);
    expect(taken.body.slots[0]).toMatchObject({
      start_time: '09:15',
      slot_name: '09:15 - 17:00 Garden Lawn',
    });
  });

  it('skips the slots that overlap what a hall already has, and says why', async () => {
    const first = await bulk([
      { date: day(9), start_time: '10:00', end_time: '12:00', worker_id: mainHall },
    ]);
    expect(first.body.created).toBe(1);
    const again = await bulk([
      { date: day(9), start_time: '11:00', end_time: '13:00', worker_id: mainHall },
      { date: day(9), start_time: '11:00', end_time: '13:00', worker_id: lawn },
    ]);
    expect(again.status).toBe(201);
    expect(again.body.created).toBe(1);
    expect(again.body.skipped).toEqual([
      {
        date: day(9),
        start_time: '11:00',
        end_time: '13:00',
        worker_id: mainHall,
        reason: `Main Hall already has a slot on ${formatDate(day(9))}, 10:00 am – 12:00 pm`,
      },
    ]);
  });
});

describe('who may', () => {
  it('answers 401 without a token, 403 to a customer, 404 for another owner’s slots, never 500', async () => {
    const slotId = (await createSlot({ date: day(20), start_time: '09:00', end_time: '10:00' }))
      .body.slot_id;
    const customer = await buildCustomer(server);
    const stranger = await buildCalendarOwner(server);
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/slots/business/${owner.businessId}`],
      ['GET', `/api/slots/business/${owner.businessId}/range`],
      ['GET', `/api/slots/business/${owner.businessId}/available?target_date=${day(20)}`],
      ['POST', '/api/slots', { date: day(20), start_time: '11:00', end_time: '12:00' }],
      ['POST', '/api/slots/bulk', [{ date: day(20), start_time: '11:00', end_time: '12:00' }]],
      ['PUT', `/api/slots/${slotId}`, { description: 'x' }],
      ['PATCH', `/api/slots/${slotId}/block`],
      ['PATCH', `/api/slots/${slotId}/unblock`],
      ['DELETE', `/api/slots/${slotId}`],
    ];
    for (const [method, path, json] of calls) {
      expect((await server.request(path, { method, json })).status, `${method} ${path}`).toBe(401);
      expect(
        (await server.request(path, { method, json, token: customer.access_token })).status,
      ).toBe(403);
    }
    for (const [method, path, json] of calls.filter(
      ([, p]) => !p.endsWith('/api/slots') && !p.endsWith('/bulk'),
    )) {
      const status = (await server.request(path, { method, json, token: stranger.token })).status;
      expect(status, `${method} ${path}`).toBe(404);
    }
    for (const body of [
      null,
      'x',
      [1],
      { date: true },
      { date: '2026-02-30', start_time: '9', end_time: [] },
    ]) {
      const { status } = await server.request('/api/slots', { token: owner.token, json: body });
      // A bare JSON value is not a body koa-body accepts (400); the rest fail validation.
      expect([400, 422]).toContain(status);
    }
    expect(
      (await server.request('/api/slots/abc/block', { method: 'PATCH', token: owner.token }))
        .status,
    ).toBe(404);
  });
});
