// A wedding's payment plan, worked out (docs/product/weddings.md#the-payment-plan,
// docs/product/weddings.md#what-is-due): each instalment's amount from the wedding's total, its
// due date from the events' dates, what the completed payments pay of it (earliest due first)
// and its state by Pakistan's date. One home for these rules: the server answers with them and
// checks a new plan with them; the desk's plan form checks the totals with them as they are typed.

import type { Instalment, PlanDue } from '../schemas/wedding-answers';
import type { InstalmentStatus, PlanBasis, PlanItemDraft } from '../schemas/weddings';
import { planOverTotalText, WEDDING_TEXTS } from '../schemas/weddings';
import type { BookingStatus } from './booking';
import { addDays } from './dates';
import { formatPkr } from './format';

/** An event as the plan reads it: its booking, day, state and total. */
export interface PlanEvent {
  booking_id: number;
  date: string;
  status: BookingStatus;
  total: number;
}

/** An instalment as stored. */
export interface PlanItem {
  item_id: number;
  position: number;
  label: string;
  basis: PlanBasis;
  amount: number | null;
  percent: number | null;
  due_on: string | null;
  before_event_id: number | null;
  after_event_id: number | null;
  days: number;
}

/** Events that no longer count: their money is not owed. */
const NOT_COUNTED: readonly BookingStatus[] = ['declined', 'cancelled'];

export const countsTowardTotal = (event: Pick<PlanEvent, 'status'>): boolean =>
  !NOT_COUNTED.includes(event.status);

/** The sum of the events' totals, declined and withdrawn ones left out. */
export function weddingTotal(events: readonly Pick<PlanEvent, 'status' | 'total'>[]): number {
  return events.filter(countsTowardTotal).reduce((sum, event) => sum + event.total, 0);
}

type Due = Pick<PlanItem, 'due_on' | 'before_event_id' | 'after_event_id' | 'days'>;

/** The instalment's due date: its day, or its event's day moved by its days. The event's own
 * date is read each time, so the date follows the event when it moves. */
export function dueDate(item: Due, events: readonly Pick<PlanEvent, 'booking_id' | 'date'>[]) {
  if (item.due_on) return item.due_on;
  const anchor = item.before_event_id ?? item.after_event_id;
  const event = events.find((candidate) => candidate.booking_id === anchor);
  if (!event) return null;
  return addDays(event.date, item.before_event_id ? -item.days : item.days);
}

/** How the due date was given, as the answer spells it. */
export function dueAsGiven(item: Due): PlanDue {
  if (item.before_event_id) return { before_event_id: item.before_event_id, days: item.days };
  if (item.after_event_id) return { after_event_id: item.after_event_id, days: item.days };
  return { due_on: item.due_on ?? '' };
}

/** Amounts in rupees: fixed as written, percent of the total rounded, the remainder what the
 * others leave (never below 0). */
export function instalmentAmounts(
  items: readonly Pick<PlanItem, 'basis' | 'amount' | 'percent'>[],
  total: number,
): { amounts: number[]; planned: number; unscheduled: number } {
  const amounts = items.map((item) =>
    item.basis === 'fixed'
      ? (item.amount ?? 0)
      : item.basis === 'percent'
        ? Math.round((total * (item.percent ?? 0)) / 100)
        : 0,
  );
  const planned = amounts.reduce((sum, amount) => sum + amount, 0);
  const rest = Math.max(0, total - planned);
  const remainder = items.findIndex((item) => item.basis === 'remainder');
  if (remainder >= 0) amounts[remainder] = rest;
  return { amounts, planned, unscheduled: remainder >= 0 ? 0 : rest };
}

/** An instalment's state (docs/product/weddings.md#what-is-due). */
export function instalmentStatus(
  amount: number,
  paid: number,
  dueOn: string,
  today: string,
): InstalmentStatus {
  if (paid >= amount) return 'paid';
  if (dueOn < today) return 'overdue';
  if (paid > 0) return 'part_paid';
  return dueOn === today ? 'due' : 'upcoming';
}

export interface ResolvedPlan {
  plan: Instalment[];
  unscheduled: number;
  next_instalment: Instalment | null;
}

/**
 * The plan worked out on `today`: `paid` (the wedding's completed payments) is allocated to the
 * instalments earliest due first (then in plan order), part-payments carried to the next.
 * No instalment falls due before `bookedOn`, the day the wedding was booked: a week before an
 * event booked four days ahead is the booking day. The answer keeps the plan's order.
 */
export function resolvePlan(
  items: readonly PlanItem[],
  events: readonly PlanEvent[],
  paid: number,
  today: string,
  bookedOn = '',
): ResolvedPlan {
  const total = weddingTotal(events);
  const { amounts, unscheduled } = instalmentAmounts(items, total);
  const dated = items.map((item, index) => {
    const due = dueDate(item, events) ?? today;
    return { item, amount: amounts[index]!, due_on: due < bookedOn ? bookedOn : due };
  });
  const byDue = [...dated].sort(
    (a, b) => a.due_on.localeCompare(b.due_on) || a.item.position - b.item.position,
  );
  let left = paid;
  const allocated = new Map<number, number>();
  for (const entry of byDue) {
    const share = Math.min(entry.amount, Math.max(0, left));
    allocated.set(entry.item.item_id, share);
    left -= share;
  }
  const plan = dated.map(({ item, amount, due_on }): Instalment => {
    const share = allocated.get(item.item_id) ?? 0;
    return {
      item_id: item.item_id,
      position: item.position,
      label: item.label,
      basis: item.basis,
      amount_given: item.basis === 'fixed' ? item.amount : null,
      percent: item.basis === 'percent' ? item.percent : null,
      due: dueAsGiven(item),
      due_on,
      amount,
      paid: share,
      outstanding: amount - share,
      status: instalmentStatus(amount, share, due_on, today),
    };
  });
  const next =
    [...plan]
      .filter((instalment) => instalment.status !== 'paid')
      .sort((a, b) => a.due_on.localeCompare(b.due_on) || a.position - b.position)[0] ?? null;
  return { plan, unscheduled, next_instalment: next };
}

export interface PlanProblem {
  /** The field, as the form names it: ['items'] or ['items', index, field]. */
  path: (string | number)[];
  message: string;
}

/**
 * What is wrong with a plan for this wedding beyond its own shape (paymentPlanSchema checks
 * that): an event not of this wedding, fixed and percent instalments over the total. Empty
 * when the plan may be saved.
 */
export function planProblems(
  items: readonly PlanItemDraft[],
  events: readonly PlanEvent[],
): PlanProblem[] {
  const problems: PlanProblem[] = [];
  const ids = new Set(events.map((event) => event.booking_id));
  items.forEach((item, index) => {
    for (const field of ['before_event_id', 'after_event_id'] as const) {
      const event = item[field];
      if (event != null && !ids.has(event)) {
        problems.push({ path: ['items', index, field], message: WEDDING_TEXTS.notThisWedding });
      }
    }
  });
  const total = weddingTotal(events);
  const { planned } = instalmentAmounts(
    items.map((item) => ({
      basis: item.basis,
      amount: item.amount ?? null,
      percent: item.percent ?? null,
    })),
    total,
  );
  if (planned > total) {
    problems.push({
      path: ['items'],
      message: planOverTotalText(formatPkr(planned), formatPkr(total)),
    });
  }
  return problems;
}

/** The plan every new wedding starts with (docs/product/weddings.md#the-payment-plan): 30% on
 * the day it was booked, 40% a week before the first event, the rest the day after the last. */
export function defaultPlan(
  events: readonly Pick<PlanEvent, 'booking_id' | 'date'>[],
  bookedOn: string,
): PlanItemDraft[] {
  const byDate = [...events].sort((a, b) => a.date.localeCompare(b.date));
  const first = byDate[0];
  const last = byDate.at(-1);
  const advance: PlanItemDraft = {
    label: 'Advance',
    basis: 'percent',
    percent: 30,
    due_on: bookedOn,
  };
  if (!first || !last) return [advance];
  return [
    advance,
    {
      label: 'Before the first event',
      basis: 'percent',
      percent: 40,
      before_event_id: first.booking_id,
      days: 7,
    },
    { label: 'Balance', basis: 'remainder', after_event_id: last.booking_id, days: 1 },
  ];
}
