// A wedding's payment plan, worked out (docs/product/weddings.md#the-payment-plan,
// docs/product/weddings.md#what-is-due): each instalment's amount from the wedding's total (held
// to it), its due date from the events' dates (the nearest counted event when its own is
// declined; never before the day the first event was accepted), what the completed payments pay
// of it (earliest due first) and its state by Pakistan's date (not due until an event is
// accepted). One home for these rules: the server answers with them and checks a new plan with
// them; the desk's plan form shows Planned and Not in the plan with them as they are typed.

import { tx } from '../i18n/text';
import type { Instalment, PlanDue } from '../schemas/wedding-answers';
import type { InstalmentStatus, PlanBasis, PlanItemDraft } from '../schemas/weddings';
import { INSTALMENT_STATUS_LABELS, planOverTotalText, WEDDING_TEXTS } from '../schemas/weddings';
import { type BookingStatus, holdsSlot } from './booking';
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

/** A wedding whose money is owed (docs/product/weddings.md#what-is-due): one of its events is
 * accepted. Until then its instalments are not due. */
export const isChased = (events: readonly Pick<PlanEvent, 'status'>[]): boolean =>
  events.some((event) => holdsSlot(event.status));

/** The days a plan's dates read beside its events: the day the wedding was booked, and the day
 * its first event was accepted (null while none is). */
export interface PlanDays {
  bookedOn: string;
  acceptedOn: string | null;
}

type Due = Pick<PlanItem, 'due_on' | 'before_event_id' | 'after_event_id' | 'days'>;
type DatedEvent = Pick<PlanEvent, 'booking_id' | 'date' | 'status'>;

/** The event an instalment's date follows now (docs/product/weddings.md#the-payment-plan): its
 * own while it counts; when it is declined or withdrawn, the wedding's first counted event for
 * a date before it, the last for a date after it; none with no event counting, or for a day. */
export function dueEvent<E extends DatedEvent>(item: Due, events: readonly E[]): E | null {
  const anchor = item.before_event_id ?? item.after_event_id;
  if (anchor == null) return null;
  const own = events.find((event) => event.booking_id === anchor);
  if (own && countsTowardTotal(own)) return own;
  const counted = events
    .filter(countsTowardTotal)
    .sort((a, b) => a.date.localeCompare(b.date) || a.booking_id - b.booking_id);
  return (item.before_event_id != null ? counted[0] : counted.at(-1)) ?? null;
}

/** The instalment's due date and the event it follows now: its day, or that event's day moved
 * by its days (read each time, so the date follows the event when it moves), or the booking day
 * with no event counting; never before the booking day nor, once an event is accepted, before
 * the day it was (docs/product/weddings.md#what-is-due). Null while no date is given. */
export function dueDate(
  item: Due,
  events: readonly DatedEvent[],
  days: PlanDays,
): { due_on: string; due_event_id: number | null } | null {
  const event = dueEvent(item, events);
  const anchored = item.before_event_id ?? item.after_event_id;
  let due = item.due_on || null;
  if (event) due = addDays(event.date, item.before_event_id != null ? -item.days : item.days);
  else if (anchored != null) due = days.bookedOn;
  if (due === null) return null;
  const floor =
    isChased(events) && days.acceptedOn && days.acceptedOn > days.bookedOn
      ? days.acceptedOn
      : days.bookedOn;
  // Dates written YYYY-MM-DD compare as text.
  return { due_on: [due, floor].sort()[1]!, due_event_id: event?.booking_id ?? null };
}

/** How the due date was given, as the answer spells it. */
export function dueAsGiven(item: Due): PlanDue {
  if (item.before_event_id) return { before_event_id: item.before_event_id, days: item.days };
  if (item.after_event_id) return { after_event_id: item.after_event_id, days: item.days };
  return { due_on: item.due_on ?? '' };
}

export interface PlanAmounts {
  /** Each instalment's amount in rupees, in plan order. */
  amounts: number[];
  /** Each as written, before fixed and percent ones are held to the total (the remainder's is
   * its amount): what the plan editor shows beside a row as it is typed. */
  asWritten: number[];
  /** The fixed and percent instalments as written, together. */
  written: number;
  /** What the instalments come to, the remainder included. */
  planned: number;
  /** What is left of the total: 0 with a remainder. Planned + unscheduled = the total. */
  unscheduled: number;
}

/** Amounts in rupees (docs/product/weddings.md#the-payment-plan): fixed as written, percent of
 * the total rounded, taken in plan order while the total lasts; the remainder what they leave.
 * The one home of Planned and Not in the plan, for the server's answer and the plan editor. */
export function instalmentAmounts(
  items: readonly Pick<PlanItem, 'basis' | 'amount' | 'percent'>[],
  total: number,
): PlanAmounts {
  const asWritten = items.map((item) =>
    item.basis === 'fixed'
      ? (item.amount ?? 0)
      : item.basis === 'percent'
        ? Math.round((total * (item.percent ?? 0)) / 100)
        : 0,
  );
  let left = total;
  const amounts = asWritten.map((amount) => {
    const taken = Math.min(amount, left);
    left -= taken;
    return taken;
  });
  const written = asWritten.reduce((sum, amount) => sum + amount, 0);
  const remainder = items.findIndex((item) => item.basis === 'remainder');
  if (remainder >= 0) {
    amounts[remainder] = left;
    asWritten[remainder] = left;
    left = 0;
  }
  return { amounts, asWritten, written, planned: total - left, unscheduled: left };
}

/** An instalment's state (docs/product/weddings.md#what-is-due): the first row of the table
 * that holds; not due at all while no event of the wedding is accepted. */
export function instalmentStatus(
  amount: number,
  paid: number,
  dueOn: string,
  today: string,
  chased = true,
): InstalmentStatus {
  if (!chased) return 'not_due';
  if (paid >= amount) return 'paid';
  if (dueOn < today) return 'overdue';
  if (paid > 0) return 'part_paid';
  return dueOn === today ? 'due' : 'upcoming';
}

/** The word a screen shows for a state: a wedding not yet answered reads `Due once accepted`,
 * one with no event counting `Not due`. */
export function instalmentStatusLabel(
  status: InstalmentStatus,
  events: readonly Pick<PlanEvent, 'status'>[],
): string {
  if (status === 'not_due' && events.some((event) => event.status === 'pending')) {
    return WEDDING_TEXTS.dueOnceAccepted;
  }
  return INSTALMENT_STATUS_LABELS[status];
}

export interface ResolvedPlan {
  /** The counted events' totals. */
  total: number;
  /** The total less what is paid, never below 0: paid + outstanding = total while paid ≤ total. */
  outstanding: number;
  plan: Instalment[];
  planned: number;
  unscheduled: number;
  next_instalment: Instalment | null;
}

/**
 * The plan worked out on `today`: `paid` (the wedding's completed payments) is allocated to the
 * instalments earliest due first (then in plan order), part-payments carried to the next; what
 * is paid beyond them pays the part not in the plan. Dates by `dueDate`, states by
 * `instalmentStatus`. The answer keeps the plan's order.
 */
export function resolvePlan(
  items: readonly PlanItem[],
  events: readonly PlanEvent[],
  paid: number,
  today: string,
  days: PlanDays,
): ResolvedPlan {
  const total = weddingTotal(events);
  const chased = isChased(events);
  const { amounts, planned, unscheduled } = instalmentAmounts(items, total);
  const dated = items.map((item, index) => {
    const due = dueDate(item, events, days) ?? { due_on: days.bookedOn, due_event_id: null };
    return { item, amount: amounts[index]!, ...due };
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
  const plan = dated.map(({ item, amount, due_on, due_event_id }): Instalment => {
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
      due_event_id,
      amount,
      paid: share,
      outstanding: amount - share,
      status: instalmentStatus(amount, share, due_on, today, chased),
    };
  });
  const next =
    [...plan]
      .filter((instalment) => instalment.status !== 'paid')
      .sort((a, b) => a.due_on.localeCompare(b.due_on) || a.position - b.position)[0] ?? null;
  return {
    total,
    outstanding: Math.max(0, total - paid),
    plan,
    planned,
    unscheduled,
    next_instalment: next,
  };
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
  const { written } = instalmentAmounts(
    items.map((item) => ({
      basis: item.basis,
      amount: item.amount ?? null,
      percent: item.percent ?? null,
    })),
    total,
  );
  if (written > total) {
    problems.push({
      path: ['items'],
      message: planOverTotalText(formatPkr(written), formatPkr(total)),
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
    label: tx('Advance'),
    basis: 'percent',
    percent: 30,
    due_on: bookedOn,
  };
  if (!first || !last) return [advance];
  return [
    advance,
    {
      label: tx('Before the first event'),
      basis: 'percent',
      percent: 40,
      before_event_id: first.booking_id,
      days: 7,
    },
    { label: tx('Balance'), basis: 'remainder', after_event_id: last.booking_id, days: 1 },
  ];
}
