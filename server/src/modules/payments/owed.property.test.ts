// The same wedding adds up on every screen (docs/product/payments.md#what-the-business-is-owed,
// docs/product/weddings.md#what-is-due): random weddings made through the real API, each at a
// fresh business (a customer books 1–7 events, the owner accepts some and declines others, the
// customer withdraws some, the owner sets a random valid plan, records payments and refunds
// some), then the wedding's figures read from every place that shows them: its page for the
// owner and the customer, the customer's dashboard, the instalments lists, the summary and the
// report. Runs on SQLite (server) and PostgreSQL (server-on-postgres); fast-check prints the
// seed of a failure.
import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { planProblems } from '@baraat/shared/domain/payment-plan';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import { type PlanItemInput, paymentPlanSchema } from '@baraat/shared/schemas/weddings';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { moneyDesk } from '../../test/owed';
import { buildVenue, day } from '../../test/wedding-bookings';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const weddingArb = fc.record({
  prices: fc.array(fc.integer({ min: 1, max: 2_000_000 }), { minLength: 1, maxLength: 3 }),
  events: fc.array(
    fc.record({
      /** Which package (null: none, Rs 0). */
      pkg: fc.option(fc.nat({ max: 2 }), { nil: null }),
      answer: fc.constantFrom('accept', 'accept', 'decline', 'pending', 'withdraw'),
    }),
    { minLength: 1, maxLength: 7 },
  ),
  plan: fc.array(
    fc.record({
      basis: fc.constantFrom('fixed', 'percent'),
      share: fc.integer({ min: 1, max: 100 }),
      due: fc.constantFrom('on', 'before', 'after'),
      offset: fc.integer({ min: -30, max: 60 }),
      event: fc.nat(),
      days: fc.integer({ min: 0, max: 30 }),
    }),
    { minLength: 1, maxLength: 12 },
  ),
  remainderAt: fc.option(fc.nat(), { nil: null }),
  /** Payments and refunds in any order: a refund takes the n-th completed payment. */
  ops: fc.array(
    fc.oneof(
      fc.record({ pay: fc.integer({ min: 1, max: 3_000_000 }) }),
      fc.record({ refund: fc.nat() }),
    ),
    { maxLength: 6 },
  ),
});
type Generated = typeof weddingArb extends fc.Arbitrary<infer T> ? T : never;

/** A plan the server takes for a wedding of `total` whose events are `ids`: percentages adding
 * to at most 100, fixed amounts within what they leave, anchors on any event, declined too. */
function planFor(w: Generated, total: number, ids: number[]): PlanItemInput[] {
  const n = w.plan.length;
  const remainder = w.remainderAt === null ? -1 : w.remainderAt % n;
  return w.plan.map((row, index) => {
    const basis = index === remainder ? 'remainder' : total < 2 * n ? 'percent' : row.basis;
    const figure =
      basis === 'fixed'
        ? { amount: Math.max(1, Math.floor((total * row.share) / 100 / (n + 1))) }
        : basis === 'percent'
          ? { percent: 1 + (row.share % Math.floor(100 / n)) }
          : {};
    const event = ids[row.event % ids.length]!;
    const due =
      row.due === 'on'
        ? { due_on: day(row.offset) }
        : row.due === 'before'
          ? { before_event_id: event, days: row.days }
          : { after_event_id: event, days: row.days };
    return { label: `Instalment ${index + 1}`, basis, ...figure, ...due };
  });
}

/** Makes the wedding through the API at a fresh business; its id and who reads it. */
async function make(w: Generated) {
  const venue = await buildVenue(server);
  const desk = moneyDesk(server, venue);
  const packages = await Promise.all(w.prices.map((price) => venue.addPackage(price)));
  const customer = (await buildCustomer(server)).access_token;
  const events = [];
  for (const [index, event] of w.events.entries()) {
    events.push({
      slot_id: await venue.slot(day(10 + index)),
      number_of_people: 100,
      package_selected_id: event.pkg === null ? null : packages[event.pkg % packages.length],
    });
  }
  const booked = await server.request('/api/weddings', {
    token: customer,
    json: { title: 'Generated wedding', events },
  });
  expect(booked.status).toBe(201);
  const id: number = booked.body.wedding_id;
  const ids: number[] = booked.body.events.map((event: { booking_id: number }) => event.booking_id);
  for (const [index, event] of w.events.entries()) {
    const booking = ids[index]!;
    if (event.answer === 'accept') await desk.approve(booking);
    if (event.answer === 'decline') await desk.decline(booking);
    if (event.answer === 'withdraw') {
      const withdrawn = await server.request(`/api/bookings/${booking}/cancel`, {
        method: 'PATCH',
        token: customer,
      });
      expect(withdrawn.status).toBe(200);
    }
  }
  const answered = await desk.wedding(id);
  const items = planFor(w, answered.total, ids);
  expect(planProblems(paymentPlanSchema.parse({ items }).items, answered.events)).toEqual([]);
  const planned = await server.request(`/api/weddings/${id}/plan`, {
    method: 'PUT',
    token: venue.token,
    json: { items },
  });
  expect(planned.status).toBe(200);
  const chased = w.events.some((event) => event.answer === 'accept');
  const completed: number[] = [];
  for (const op of w.ops) {
    if ('pay' in op) {
      const paid = await server.request(`/api/weddings/${id}/payments`, {
        token: venue.token,
        json: { amount: op.pay, method: 'cash', payer_name: "Groom's family" },
      });
      expect(paid.status).toBe(chased ? 201 : 409);
      if (chased) completed.push((paid.body as Wedding).payments[0]!.payment_id);
    } else if (completed.length > 0) {
      const [refunded] = completed.splice(op.refund % completed.length, 1);
      await desk.refund(refunded!);
    }
  }
  return { id, customer, desk, chased };
}

const FIGURES = ['total', 'paid', 'outstanding', 'unscheduled'] as const;

describe('a wedding, on every screen that shows it', () => {
  it('adds up the same on its pages, the dashboard, the lists, the summary and the report', async () => {
    await fc.assert(
      fc.asyncProperty(weddingArb, async (w) => {
        const { id, customer, desk, chased } = await make(w);
        const today = todayInPakistan();
        const page = await desk.wedding(id);

        // Its own rules: the plan comes to the total (or at most it), paid + owed = the total.
        const amounts = page.plan.reduce((sum, item) => sum + item.amount, 0);
        const remainder = page.plan.some((item) => item.basis === 'remainder');
        if (remainder) expect(amounts).toBe(page.total);
        else expect(amounts).toBeLessThanOrEqual(page.total);
        expect(amounts + page.unscheduled).toBe(page.total);
        if (page.paid <= page.total) expect(page.paid + page.outstanding).toBe(page.total);
        expect(page.accepted_on).toBe(chased ? today : null);
        for (const item of page.plan) {
          // Accepted today: nothing is overdue at the moment of acceptance.
          if (chased) expect(['paid', 'part_paid', 'due', 'upcoming']).toContain(item.status);
          else expect(item.status).toBe('not_due');
        }

        // The customer's page and dashboard say what the owner's page says.
        expect(await desk.wedding(id, customer)).toEqual(page);
        expect(await desk.weddingsOf(customer)).toEqual([page]);

        // The summary counts it once an event is accepted, as its page shows it.
        const summary = await desk.summary();
        expect(summary.weddings).toEqual(
          chased
            ? [
                {
                  wedding_id: id,
                  title: page.title,
                  customer_name: page.customer_name,
                  ...Object.fromEntries(FIGURES.map((key) => [key, page[key]])),
                  plan: page.plan,
                },
              ]
            : [],
        );
        expect(summary.outstanding).toBe(chased ? page.outstanding : 0);

        // The instalments lists: its instalments still owed this week, the summary's totals.
        const lists = await desk.instalments();
        const owed = (due: (item: Wedding['plan'][number]) => boolean) =>
          page.plan
            .filter((item) => chased && item.status !== 'paid' && item.outstanding > 0 && due(item))
            .map((item) => [item.item_id, item.outstanding, item.status])
            .sort();
        const listed = (lines: typeof lists.overdue) =>
          lines.map((line) => [line.item_id, line.outstanding, line.status]).sort();
        expect(listed(lists.overdue)).toEqual(owed((item) => item.status === 'overdue'));
        expect(listed(lists.due_this_week)).toEqual(
          owed((item) => item.due_on >= today && item.due_on <= addDays(today, 6)),
        );
        expect([summary.overdue, summary.due_this_week]).toEqual([
          lists.overdue_total,
          lists.due_this_week_total,
        ]);

        // The report's wedding line.
        const report = await desk.report(day(10), day(10 + w.events.length - 1));
        const line = report.find((cells) => cells[0] === 'wedding')!;
        expect([line[8], line[12], line[13], line[14]].map(Number)).toEqual([
          page.total,
          page.paid,
          page.outstanding,
          id,
        ]);
      }),
      { numRuns: 20 },
    );
  }, 300_000);
});
