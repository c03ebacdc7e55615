import { describe, expect, it } from 'vitest';
import { planOverTotalText } from '../schemas/weddings';
import { todayInPakistan } from './dates';
import { formatPkr } from './format';
import {
  defaultPlan,
  dueDate,
  instalmentAmounts,
  instalmentStatus,
  instalmentStatusLabel,
  type PlanEvent,
  type PlanItem,
  planProblems,
  resolvePlan,
  weddingTotal,
} from './payment-plan';

/** Booked on 20 November, its first event accepted the same day. */
const DAYS = { bookedOn: '2026-11-20', acceptedOn: '2026-11-20' };

const events: PlanEvent[] = [
  { booking_id: 11, date: '2026-12-10', status: 'verified', total: 300_000 },
  { booking_id: 12, date: '2026-12-11', status: 'pending', total: 500_000 },
  { booking_id: 13, date: '2026-12-12', status: 'verified', total: 200_000 },
];

/** Stored items from drafts, as the server keeps them. */
function stored(drafts: ReturnType<typeof defaultPlan>): PlanItem[] {
  return drafts.map((draft, index) => ({
    item_id: index + 1,
    position: index,
    label: draft.label,
    basis: draft.basis,
    amount: draft.amount ?? null,
    percent: draft.percent ?? null,
    due_on: draft.due_on ?? null,
    before_event_id: draft.before_event_id ?? null,
    after_event_id: draft.after_event_id ?? null,
    days: draft.days ?? 0,
  }));
}

describe('a wedding payment plan', () => {
  it('totals the events that still count', () => {
    expect(weddingTotal(events)).toBe(1_000_000);
    expect(weddingTotal([...events, { ...events[0]!, booking_id: 14, status: 'declined' }])).toBe(
      1_000_000,
    );
  });

  it('offers 30% on booking, 40% a week before the first event, the rest after the last', () => {
    const plan = resolvePlan(
      stored(defaultPlan(events, '2026-11-20')),
      events,
      0,
      '2026-11-26',
      DAYS,
    );
    expect(plan.plan.map((item) => [item.label, item.amount, item.due_on, item.status])).toEqual([
      ['Advance', 300_000, '2026-11-20', 'overdue'],
      ['Before the first event', 400_000, '2026-12-03', 'upcoming'],
      ['Balance', 300_000, '2026-12-13', 'upcoming'],
    ]);
    expect(plan.next_instalment?.label).toBe('Advance');
    expect(plan.unscheduled).toBe(0);
  });

  it('allocates payments to the earliest unpaid instalments, part-payments carried on', () => {
    const items = stored(defaultPlan(events, '2026-11-20'));
    const plan = resolvePlan(items, events, 450_000, '2026-11-26', DAYS);
    expect(plan.plan.map((item) => [item.paid, item.outstanding, item.status])).toEqual([
      [300_000, 0, 'paid'],
      [150_000, 250_000, 'part_paid'],
      [0, 300_000, 'upcoming'],
    ]);
    expect(plan.next_instalment?.label).toBe('Before the first event');
  });

  it('allocates by due date, not by the order the plan lists them', () => {
    const items: PlanItem[] = [
      { ...stored(defaultPlan(events, '2026-11-20'))[2]!, item_id: 1, position: 0 },
      { ...stored(defaultPlan(events, '2026-11-20'))[0]!, item_id: 2, position: 1 },
    ];
    const plan = resolvePlan(items, events, 300_000, '2026-11-26', DAYS);
    expect(plan.plan.map((item) => [item.label, item.paid])).toEqual([
      ['Balance', 0],
      ['Advance', 300_000],
    ]);
  });

  it('never has an instalment fall due before the wedding was booked', () => {
    const soon: PlanEvent[] = [
      { booking_id: 21, date: '2026-11-29', status: 'verified', total: 100 },
    ];
    const plan = resolvePlan(stored(defaultPlan(soon, '2026-11-26')), soon, 0, '2026-11-26', {
      bookedOn: '2026-11-26',
      acceptedOn: '2026-11-26',
    });
    expect(plan.plan.map((item) => [item.label, item.due_on, item.status])).toEqual([
      ['Advance', '2026-11-26', 'due'],
      ['Before the first event', '2026-11-26', 'due'],
      ['Balance', '2026-11-30', 'upcoming'],
    ]);
    expect(plan.next_instalment?.label).toBe('Advance');
  });

  it("moves an event-relative due date with the event's day", () => {
    const item = { due_on: null, before_event_id: 11, after_event_id: null, days: 7 };
    expect(dueDate(item, events, DAYS)).toEqual({ due_on: '2026-12-03', due_event_id: 11 });
    const moved = [{ booking_id: 11, date: '2027-01-05', status: 'verified' as const }];
    expect(dueDate(item, moved, DAYS)?.due_on).toBe('2026-12-29');
    const after = { ...item, before_event_id: null, after_event_id: 13, days: 2 };
    expect(dueDate(after, events, DAYS)).toEqual({ due_on: '2026-12-14', due_event_id: 13 });
  });

  it('follows the nearest counted event when the event a date follows is declined', () => {
    const declined = events.map((event) =>
      event.booking_id === 13 ? { ...event, status: 'declined' as const } : event,
    );
    // "1 day after" the declined last event: the day after the last one that counts (12).
    const after = { due_on: null, before_event_id: null, after_event_id: 13, days: 1 };
    expect(dueDate(after, declined, DAYS)).toEqual({ due_on: '2026-12-12', due_event_id: 12 });
    // "7 days before" a withdrawn first event: a week before the first one that counts (12).
    const withdrawn = events.map((event) =>
      event.booking_id === 11 ? { ...event, status: 'cancelled' as const } : event,
    );
    const before = { due_on: null, before_event_id: 11, after_event_id: null, days: 7 };
    expect(dueDate(before, withdrawn, DAYS)).toEqual({ due_on: '2026-12-04', due_event_id: 12 });
    // With no event counting, the booking day.
    const none = events.map((event) => ({ ...event, status: 'declined' as const }));
    expect(dueDate(after, none, DAYS)).toEqual({ due_on: '2026-11-20', due_event_id: null });
    // A day given as such follows no event.
    const day = { due_on: '2026-12-01', before_event_id: null, after_event_id: null, days: 0 };
    expect(dueDate(day, events, DAYS)).toEqual({ due_on: '2026-12-01', due_event_id: null });
  });

  it('rounds percentages to rupees; Planned takes in the remainder, Not in the plan the rest', () => {
    const thirds = instalmentAmounts(
      [
        { basis: 'percent', amount: null, percent: 33 },
        { basis: 'fixed', amount: 1_000, percent: null },
        { basis: 'remainder', amount: null, percent: null },
      ],
      100_001,
    );
    expect(thirds).toEqual({
      amounts: [33_000, 1_000, 66_001],
      asWritten: [33_000, 1_000, 66_001],
      written: 34_000,
      planned: 100_001,
      unscheduled: 0,
    });
    const partial = instalmentAmounts([{ basis: 'percent', amount: null, percent: 50 }], 10_000);
    expect([partial.planned, partial.unscheduled]).toEqual([5_000, 5_000]);
  });

  it('holds instalments written over a smaller total to it, in plan order', () => {
    // A plan saved for Rs 300,000 whose events were then declined down to Rs 200,000.
    const over = instalmentAmounts(
      [
        { basis: 'fixed', amount: 150_000, percent: null },
        { basis: 'fixed', amount: 100_000, percent: null },
        { basis: 'fixed', amount: 50_000, percent: null },
        { basis: 'remainder', amount: null, percent: null },
      ],
      200_000,
    );
    expect(over).toEqual({
      amounts: [150_000, 50_000, 0, 0],
      asWritten: [150_000, 100_000, 50_000, 0],
      written: 300_000,
      planned: 200_000,
      unscheduled: 0,
    });
  });

  it("names a state by Pakistan's date", () => {
    expect(instalmentStatus(100, 100, '2026-11-01', '2026-11-26')).toBe('paid');
    expect(instalmentStatus(100, 40, '2026-11-25', '2026-11-26')).toBe('overdue');
    expect(instalmentStatus(100, 40, '2026-11-27', '2026-11-26')).toBe('part_paid');
    expect(instalmentStatus(100, 0, '2026-11-26', '2026-11-26')).toBe('due');
    expect(instalmentStatus(100, 0, '2026-11-27', '2026-11-26')).toBe('upcoming');
    // 20:00 UTC on the 25th is already the 26th in Pakistan: a payment due on the 25th is overdue.
    const evening = todayInPakistan(new Date('2026-11-25T20:00:00Z'));
    expect(evening).toBe('2026-11-26');
    expect(instalmentStatus(100, 0, '2026-11-25', evening)).toBe('overdue');
  });

  it('has nothing due before an event is accepted, and reads why', () => {
    const waiting = events.map((event) => ({ ...event, status: 'pending' as const }));
    const plan = resolvePlan(stored(defaultPlan(waiting, '2026-11-20')), waiting, 0, '2026-11-26', {
      bookedOn: '2026-11-20',
      acceptedOn: null,
    });
    expect(plan.plan.map((item) => [item.label, item.due_on, item.status])).toEqual([
      ['Advance', '2026-11-20', 'not_due'],
      ['Before the first event', '2026-12-03', 'not_due'],
      ['Balance', '2026-12-13', 'not_due'],
    ]);
    expect(instalmentStatusLabel('not_due', waiting)).toBe('Due once accepted');
    const declined = events.map((event) => ({ ...event, status: 'declined' as const }));
    expect(instalmentStatusLabel('not_due', declined)).toBe('Not due');
    expect(instalmentStatusLabel('part_paid', events)).toBe('Part-paid');
  });

  it('has an instalment dated before the acceptance fall due on the day of acceptance', () => {
    // Booked on the 20th, answered on the 26th: the advance due on the 20th is due the 26th.
    const days = { bookedOn: '2026-11-20', acceptedOn: '2026-11-26' };
    const items = stored(defaultPlan(events, '2026-11-20'));
    const onTheDay = resolvePlan(items, events, 0, '2026-11-26', days);
    expect(onTheDay.plan.map((item) => [item.label, item.due_on, item.status])).toEqual([
      ['Advance', '2026-11-26', 'due'],
      ['Before the first event', '2026-12-03', 'upcoming'],
      ['Balance', '2026-12-13', 'upcoming'],
    ]);
    expect(resolvePlan(items, events, 0, '2026-11-27', days).plan[0]!.status).toBe('overdue');
  });

  it('refuses fixed and percent instalments over the total, and events of another wedding', () => {
    const problems = planProblems(
      [
        { label: 'Advance', basis: 'fixed', amount: 900_000, due_on: '2026-11-26' },
        { label: 'Before', basis: 'percent', percent: 20, before_event_id: 99, days: 7 },
      ],
      events,
    );
    expect(problems).toEqual([
      { path: ['items', 1, 'before_event_id'], message: 'That event is not part of this wedding' },
      {
        path: ['items'],
        message: planOverTotalText(formatPkr(1_100_000), formatPkr(1_000_000)),
      },
    ]);
    expect(planProblems(defaultPlan(events, '2026-11-20'), events)).toEqual([]);
  });
});
