// The wedding's money rules (docs/product/weddings.md#the-payment-plan,
// docs/product/weddings.md#what-is-due) over random weddings, not only the ones a test writes
// out: 1–7 events in any state, plans of fixed, percent and remainder rows dated on a day or
// on any event (declined ones too), payments and refunds, a random today. fast-check prints the
// seed and the smallest wedding of a failure.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, holdsSlot } from './booking';
import { addDays } from './dates';
import {
  countsTowardTotal,
  isChased,
  type PlanEvent,
  type PlanItem,
  resolvePlan,
} from './payment-plan';

const START = '2026-01-01';
const day = fc.integer({ min: 0, max: 500 }).map((n) => addDays(START, n));

const events = fc
  .array(
    fc.record({
      date: day,
      status: fc.constantFrom(...BOOKING_STATUSES),
      total: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3_000_000 })),
    }),
    { minLength: 1, maxLength: 7 },
  )
  .map((list) => list.map((event, index): PlanEvent => ({ ...event, booking_id: 101 + index })));

/** A plan as the schema lets it be written: 1–12 rows, at most one remainder, percentages
 * adding up to at most 100; amounts and anchors free (a plan saved before events were declined
 * may come to more than the total now). */
const plan = (eventIds: number[]) =>
  fc.integer({ min: 1, max: 12 }).chain((count) =>
    fc
      .tuple(
        fc.array(
          fc.record({
            basis: fc.constantFrom('fixed', 'percent', 'remainder'),
            amount: fc.integer({ min: 1, max: 2_000_000 }),
            percent: fc.integer({ min: 1, max: Math.floor(100 / count) }),
            due: fc.constantFrom('on', 'before', 'after'),
            due_on: day,
            event: fc.constantFrom(...eventIds),
            days: fc.integer({ min: 0, max: 365 }),
          }),
          { minLength: count, maxLength: count },
        ),
        fc.shuffledSubarray([...Array(count).keys()], { minLength: count, maxLength: count }),
      )
      .map(([rows, order]) => {
        let remainders = 0;
        return rows.map((row, index): PlanItem => {
          const basis = row.basis === 'remainder' && remainders++ > 0 ? 'fixed' : row.basis;
          return {
            item_id: index + 1,
            position: order.indexOf(index),
            label: `Instalment ${index + 1}`,
            basis,
            amount: basis === 'fixed' ? row.amount : null,
            percent: basis === 'percent' ? row.percent : null,
            due_on: row.due === 'on' ? row.due_on : null,
            before_event_id: row.due === 'before' ? row.event : null,
            after_event_id: row.due === 'after' ? row.event : null,
            days: row.due === 'on' ? 0 : row.days,
          };
        });
      }),
  );

const wedding = events.chain((list) =>
  fc.record({
    events: fc.constant(list),
    items: plan(list.map((event) => event.booking_id)),
    /** Payments in the order recorded, each perhaps refunded later. */
    payments: fc.array(
      fc.record({ amount: fc.integer({ min: 1, max: 2_000_000 }), refunded: fc.boolean() }),
      { maxLength: 8 },
    ),
    bookedOn: day,
    acceptedAfter: fc.integer({ min: 0, max: 90 }),
    today: day,
  }),
);

type Wedding = typeof wedding extends fc.Arbitrary<infer T> ? T : never;

function workedOut(w: Wedding) {
  const chased = isChased(w.events);
  const days = {
    bookedOn: w.bookedOn,
    acceptedOn: chased ? addDays(w.bookedOn, w.acceptedAfter) : null,
  };
  const paid = w.payments
    .filter((payment) => !payment.refunded)
    .reduce((sum, payment) => sum + payment.amount, 0);
  return { chased, days, paid, resolved: resolvePlan(w.items, w.events, paid, w.today, days) };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const RUNS = { numRuns: 500 };

describe('a wedding payment plan, over random weddings', () => {
  it('comes to the total with a remainder and to at most it without; Planned + Not in the plan = the total', () => {
    fc.assert(
      fc.property(wedding, (w) => {
        const { resolved } = workedOut(w);
        const total = sum(w.events.filter(countsTowardTotal).map((event) => event.total));
        const amounts = sum(resolved.plan.map((item) => item.amount));
        expect(resolved.total).toBe(total);
        if (w.items.some((item) => item.basis === 'remainder')) {
          expect(amounts).toBe(total);
          expect(resolved.unscheduled).toBe(0);
        } else {
          expect(amounts).toBeLessThanOrEqual(total);
        }
        expect(resolved.planned).toBe(amounts);
        expect(resolved.planned + resolved.unscheduled).toBe(total);
        for (const item of resolved.plan) expect(item.amount).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it('has paid + owed = the total while paid is at most it, the excess paying what is not in the plan', () => {
    fc.assert(
      fc.property(wedding, (w) => {
        const { paid, resolved } = workedOut(w);
        if (paid <= resolved.total) expect(paid + resolved.outstanding).toBe(resolved.total);
        else expect(resolved.outstanding).toBe(0);
        const beyondPlan = Math.max(0, paid - resolved.planned);
        const owedByInstalments = sum(resolved.plan.map((item) => item.outstanding));
        expect(owedByInstalments + Math.max(0, resolved.unscheduled - beyondPlan)).toBe(
          resolved.outstanding,
        );
      }),
      RUNS,
    );
  });

  it('allocates at most each amount, all it can, earliest due first', () => {
    fc.assert(
      fc.property(wedding, (w) => {
        const { paid, resolved } = workedOut(w);
        for (const item of resolved.plan) {
          expect(item.paid).toBeGreaterThanOrEqual(0);
          expect(item.paid).toBeLessThanOrEqual(item.amount);
          expect(item.paid + item.outstanding).toBe(item.amount);
        }
        const amounts = sum(resolved.plan.map((item) => item.amount));
        expect(sum(resolved.plan.map((item) => item.paid))).toBe(Math.min(paid, amounts));
        const byDue = [...resolved.plan].sort(
          (a, b) => a.due_on.localeCompare(b.due_on) || a.position - b.position,
        );
        byDue.forEach((later, index) => {
          if (later.paid === 0) return;
          for (const earlier of byDue.slice(0, index)) expect(earlier.paid).toBe(earlier.amount);
        });
      }),
      RUNS,
    );
  });

  it('gives every instalment the status the table names, and none overdue on the day of acceptance', () => {
    fc.assert(
      fc.property(wedding, (w) => {
        const { chased, days, resolved } = workedOut(w);
        // docs/product/weddings.md#what-is-due, row by row: the first that holds.
        const table: [string, (item: (typeof resolved.plan)[number]) => boolean][] = [
          ['not_due', () => !chased],
          ['paid', (item) => item.paid >= item.amount],
          ['overdue', (item) => item.due_on < w.today],
          ['part_paid', (item) => item.paid > 0],
          ['due', (item) => item.due_on === w.today],
          ['upcoming', (item) => item.due_on > w.today],
        ];
        for (const item of resolved.plan) {
          expect(item.status).toBe(table.find(([, holds]) => holds(item))![0]);
          expect(item.due_on >= days.bookedOn).toBe(true);
          if (days.acceptedOn) expect(item.due_on >= days.acceptedOn).toBe(true);
        }
        if (days.acceptedOn) {
          const onTheDay = resolvePlan(w.items, w.events, 0, days.acceptedOn, days);
          for (const item of onTheDay.plan) expect(item.status).not.toBe('overdue');
        }
      }),
      RUNS,
    );
  });

  it('has a wedding with no accepted event owe nothing yet: every instalment not due', () => {
    const unanswered = wedding.map((w) => ({
      ...w,
      events: w.events.map((event) =>
        holdsSlot(event.status) ? { ...event, status: 'pending' as const } : event,
      ),
    }));
    fc.assert(
      fc.property(unanswered, (w) => {
        const { resolved } = workedOut(w);
        for (const item of resolved.plan) expect(item.status).toBe('not_due');
      }),
      RUNS,
    );
  });

  it('dates an instalment by its own event while it counts, else the nearest counted one', () => {
    fc.assert(
      fc.property(wedding, (w) => {
        const { days, resolved } = workedOut(w);
        const counted = w.events
          .filter(countsTowardTotal)
          .sort((a, b) => a.date.localeCompare(b.date) || a.booking_id - b.booking_id);
        resolved.plan.forEach((instalment, index) => {
          const item = w.items[index]!;
          const anchor = item.before_event_id ?? item.after_event_id;
          const own = w.events.find((event) => event.booking_id === anchor);
          const nearest = item.before_event_id ? counted[0] : counted.at(-1);
          const expected =
            anchor === null ? null : own && countsTowardTotal(own) ? own : (nearest ?? null);
          expect(instalment.due_event_id).toBe(expected?.booking_id ?? null);
          if (expected) {
            const moved = addDays(expected.date, item.before_event_id ? -item.days : item.days);
            expect(instalment.due_on >= moved).toBe(true);
            if (instalment.due_on > moved) {
              expect(instalment.due_on).toBe(days.acceptedOn ?? days.bookedOn);
            }
          }
        });
      }),
      RUNS,
    );
  });
});
