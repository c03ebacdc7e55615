// PUT /api/weddings/{id}/plan over the real server (docs/product/weddings.md#the-payment-plan):
// who may, what is refused with which text, and a plan saved and read back.
import { formatPkr } from '@baraat/shared/domain/format';
import { weddingSchema } from '@baraat/shared/schemas/wedding-answers';
import { planOverTotalText, WEDDING_TEXTS } from '@baraat/shared/schemas/weddings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../../test/contract';
import { buildCustomer, buildOwner } from '../../test/factories';
import type { TestServer } from '../../test/harness';
import { startWeddingDesk, type WeddingDesk } from '../../test/weddings';

let server: TestServer;
let desk: WeddingDesk;
beforeAll(async () => {
  ({ server, desk } = await startWeddingDesk());
});
afterAll(() => server.close());

const threeEvents = () =>
  desk.weddingOf([
    { date: '2030-12-10', name: 'Mehndi' },
    { date: '2030-12-11', name: 'Baraat' },
    { date: '2030-12-12', name: 'Walima' },
  ]);

describe('PUT /api/weddings/{id}/plan refuses', () => {
  it('anonymous 401, a customer 403, another owner 404', async () => {
    const { weddingId } = await threeEvents();
    const items = [{ label: 'All', basis: 'remainder', due_on: '2030-12-01' }] as const;
    const url = `/api/weddings/${weddingId}/plan`;
    expect((await server.request(url, { method: 'PUT', json: { items } })).status).toBe(401);
    expect((await desk.putPlan(weddingId, [...items], desk.customer.token)).status).toBe(403);
    const other = await buildOwner(server);
    const refused = await desk.putPlan(weddingId, [...items], other.access_token);
    expect(refused.status).toBe(404);
    expect(refused.body.detail).toBe(WEDDING_TEXTS.notFound);
    expect((await desk.putPlan(999_999, [...items])).status).toBe(404);
    const customer = await buildCustomer(server);
    expect((await desk.putPlan(weddingId, [...items], customer.access_token)).status).toBe(403);
  });

  it('percentages over 100, two remainders, fixed over the total, with their texts', async () => {
    const { weddingId, eventIds } = await threeEvents();
    const percents = await desk.putPlan(weddingId, [
      { label: 'Advance', basis: 'percent', percent: 60, due_on: '2030-11-01' },
      { label: 'More', basis: 'percent', percent: 50, before_event_id: eventIds[0], days: 7 },
    ]);
    expect(percents.status).toBe(422);
    expect(percents.body.detail).toContainEqual(
      expect.objectContaining({ loc: ['body', 'items'], msg: WEDDING_TEXTS.percentsOver }),
    );

    const remainders = await desk.putPlan(weddingId, [
      { label: 'Rest', basis: 'remainder', due_on: '2030-11-01' },
      { label: 'Rest again', basis: 'remainder', after_event_id: eventIds[2], days: 1 },
    ]);
    expect(remainders.status).toBe(422);
    expect(remainders.body.detail).toContainEqual(
      expect.objectContaining({ loc: ['body', 'items'], msg: WEDDING_TEXTS.twoRemainders }),
    );

    const over = await desk.putPlan(weddingId, [
      { label: 'Advance', basis: 'fixed', amount: 200_000, due_on: '2030-11-01' },
      { label: 'Before', basis: 'percent', percent: 50, before_event_id: eventIds[0], days: 7 },
    ]);
    expect(over.status).toBe(422);
    expect(over.body.detail).toEqual([
      {
        loc: ['body', 'items'],
        msg: planOverTotalText(formatPkr(350_000), formatPkr(300_000)),
        type: 'value_error',
      },
    ]);
    // formatPkr's space is a no-break one: "Rs 350,000" does not wrap.
    expect(over.body.detail[0].msg).toMatch(
      /^The instalments come to Rs.350,000, more than the wedding's total of Rs.300,000$/,
    );
  });

  it('an event not of this wedding, a percent out of range, no due date, no label', async () => {
    const { weddingId } = await threeEvents();
    const other = await threeEvents();
    const foreign = await desk.putPlan(weddingId, [
      { label: 'Advance', basis: 'percent', percent: 30, due_on: '2030-11-01' },
      { label: 'Before', basis: 'remainder', before_event_id: other.eventIds[0], days: 7 },
    ]);
    expect(foreign.status).toBe(422);
    expect(foreign.body.detail).toEqual([
      {
        loc: ['body', 'items', 1, 'before_event_id'],
        msg: WEDDING_TEXTS.notThisWedding,
        type: 'value_error',
      },
    ]);

    const shape = await desk.putPlan(weddingId, [
      { label: ' ', basis: 'percent', percent: 101, due_on: '2030-11-01' },
      { label: 'Later', basis: 'remainder' },
    ]);
    expect(shape.status).toBe(422);
    expect(shape.body.detail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          loc: ['body', 'items', 0, 'label'],
          msg: WEDDING_TEXTS.labelRequired,
        }),
        expect.objectContaining({
          loc: ['body', 'items', 0, 'percent'],
          msg: WEDDING_TEXTS.percentRange,
        }),
        expect.objectContaining({
          loc: ['body', 'items', 1, 'due_on'],
          msg: WEDDING_TEXTS.dueRequired,
        }),
      ]),
    );
    const empty = await desk.putPlan(weddingId, []);
    expect(empty.status).toBe(422);
    expect(empty.body.detail[0].msg).toBe(WEDDING_TEXTS.itemsRequired);
    // Nothing was written by any refusal.
    const stored = await server.sql.get<{ n: number }>(
      'SELECT count(*) AS n FROM wedding_plan_items WHERE wedding_id = @weddingId',
      { weddingId },
    );
    expect(Number(stored!.n)).toBe(0);
  });
});

describe('PUT /api/weddings/{id}/plan saves', () => {
  it('answers the wedding with the plan worked out, as GET reads it back', async () => {
    const { weddingId, eventIds } = await threeEvents();
    const saved = await desk.putPlan(weddingId, [
      { label: 'Advance', basis: 'fixed', amount: '50000', due_on: '2030-11-01' },
      {
        label: 'Before the baraat',
        basis: 'percent',
        percent: 40,
        before_event_id: eventIds[1],
        days: 3,
      },
      { label: 'Balance', basis: 'remainder', after_event_id: eventIds[2], days: 1 },
    ]);
    expectContract(weddingSchema, saved);
    expect(saved.body.total).toBe(300_000);
    expect(saved.body.unscheduled).toBe(0);
    expect(
      saved.body.plan.map((item: Record<string, unknown>) => [
        item.label,
        item.basis,
        item.due,
        item.due_on,
        item.amount,
        item.status,
      ]),
    ).toEqual([
      ['Advance', 'fixed', { due_on: '2030-11-01' }, '2030-11-01', 50_000, 'upcoming'],
      [
        'Before the baraat',
        'percent',
        { before_event_id: eventIds[1], days: 3 },
        '2030-12-08',
        120_000,
        'upcoming',
      ],
      [
        'Balance',
        'remainder',
        { after_event_id: eventIds[2], days: 1 },
        '2030-12-13',
        130_000,
        'upcoming',
      ],
    ]);
    expect(saved.body.next_instalment.label).toBe('Advance');
    const read = await server.request(`/api/weddings/${weddingId}`, { token: desk.customer.token });
    expect(read.body).toEqual(saved.body);
  });

  it('keeps the ids it was sent (their reminders stay sent) and drops the rest', async () => {
    const { weddingId, eventIds } = await threeEvents();
    const first = await desk.putPlan(weddingId, [
      { label: 'Advance', basis: 'percent', percent: 30, due_on: '2030-11-01' },
      { label: 'Middle', basis: 'percent', percent: 40, before_event_id: eventIds[0], days: 7 },
      { label: 'Balance', basis: 'remainder', after_event_id: eventIds[2], days: 1 },
    ]);
    const [advance, middle, balance] = first.body.plan.map(
      (item: { item_id: number }) => item.item_id,
    );
    await server.sql.run(
      `INSERT INTO wedding_reminders (plan_item_id, kind, due_on, sent_at)
       VALUES (@advance, 'week_before', '2030-11-01', '2030-10-25T05:00:00.000Z')`,
      { advance },
    );
    // The balance becomes fixed, the advance the remainder, the middle goes, one is new.
    const second = await desk.putPlan(weddingId, [
      { item_id: balance, label: 'Deposit', basis: 'fixed', amount: 100_000, due_on: '2030-10-01' },
      {
        item_id: advance,
        label: 'The rest',
        basis: 'remainder',
        after_event_id: eventIds[2],
        days: 2,
      },
      { label: 'Walima day', basis: 'percent', percent: 10, before_event_id: eventIds[2], days: 0 },
    ]);
    expect(second.status).toBe(200);
    const plan = second.body.plan as {
      item_id: number;
      label: string;
      amount: number;
      position: number;
    }[];
    expect(plan.map((item) => [item.label, item.amount])).toEqual([
      ['Deposit', 100_000],
      ['The rest', 170_000],
      ['Walima day', 30_000],
    ]);
    expect(plan[0]!.item_id).toBe(balance);
    expect(plan[1]!.item_id).toBe(advance);
    expect([advance, middle, balance]).not.toContain(plan[2]!.item_id);
    expect(plan.map((item) => item.position)).toEqual([1, 2, 3]);
    const reminders = await server.sql.all<{ plan_item_id: number }>(
      'SELECT plan_item_id FROM wedding_reminders WHERE plan_item_id = @advance',
      { advance },
    );
    expect(reminders.map((row) => Number(row.plan_item_id))).toEqual([advance]);
  });
});
