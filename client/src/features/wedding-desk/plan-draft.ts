// The plan editor's rows and its live check (docs/product/weddings.md#the-payment-plan): the
// rows as typed (text), what they send (paymentPlanSchema's input), and, as they are typed,
// what is wrong (the schema, then planProblems against this wedding), each row's amount in
// rupees and due date (instalmentAmounts, dueDate) and the planned sum against the total.
import {
  countsTowardTotal,
  defaultPlan,
  dueDate,
  instalmentAmounts,
  planProblems,
  weddingTotal,
} from '@baraat/shared/domain/payment-plan';
import type { Instalment, Wedding } from '@baraat/shared/schemas/wedding-answers';
import {
  type PaymentPlanInput,
  type PlanBasis,
  type PlanItemDraft,
  type PlanItemInput,
  paymentPlanSchema,
} from '@baraat/shared/schemas/weddings';

export type DueKind = 'on' | 'before' | 'after';

/** One instalment as the form holds it: every field as typed. */
export interface PlanRow {
  key: string;
  item_id?: number | undefined;
  label: string;
  basis: PlanBasis;
  /** Rupees for fixed, a percentage for percent; unused for the remainder. */
  value: string;
  due: DueKind;
  due_on: string;
  event_id: string;
  days: string;
}

let rowCount = 0;
const rowKey = () => {
  rowCount += 1;
  return `row-${rowCount}`;
};

type DueFields = Pick<PlanItemDraft, 'due_on' | 'before_event_id' | 'after_event_id' | 'days'>;

function dueOfDraft(item: DueFields): Pick<PlanRow, 'due' | 'due_on' | 'event_id' | 'days'> {
  if (item.before_event_id != null || item.after_event_id != null) {
    const before = item.before_event_id != null;
    return {
      due: before ? 'before' : 'after',
      due_on: '',
      event_id: String(before ? item.before_event_id : item.after_event_id),
      days: String(item.days ?? 0),
    };
  }
  return { due: 'on', due_on: item.due_on ?? '', event_id: '', days: '0' };
}

/** Rows of a plan made here (the default plan). */
export function rowsOfDrafts(items: readonly PlanItemDraft[]): PlanRow[] {
  return items.map((item) => ({
    key: rowKey(),
    label: item.label,
    basis: item.basis,
    value: String(
      (item.basis === 'fixed' ? item.amount : item.basis === 'percent' ? item.percent : '') ?? '',
    ),
    ...dueOfDraft(item),
  }));
}

/** Rows of the saved plan, keeping each instalment's id (its reminders stay its own). */
export function rowsOfPlan(plan: readonly Instalment[]): PlanRow[] {
  return plan.map((instalment) => ({
    key: rowKey(),
    item_id: instalment.item_id,
    label: instalment.label,
    basis: instalment.basis,
    value: String(
      (instalment.basis === 'fixed' ? instalment.amount_given : instalment.percent) ?? '',
    ),
    ...dueOfDraft(instalment.due as DueFields),
  }));
}

/** The events a due date may follow: those still counted (declined ones are not). */
const planEvents = (wedding: Wedding) => wedding.events.filter(countsTowardTotal);

/** The plan every wedding starts with, for this wedding. */
export const defaultRows = (wedding: Wedding) =>
  rowsOfDrafts(defaultPlan(planEvents(wedding), wedding.booked_on));

export const blankRow = (): PlanRow => ({
  key: rowKey(),
  label: '',
  basis: 'fixed',
  value: '',
  due: 'on',
  due_on: '',
  event_id: '',
  days: '0',
});

const text = (value: string) => (value.trim() === '' ? null : value.trim());

/** What a row sends. */
export function rowInput(row: PlanRow): PlanItemInput {
  const event = text(row.event_id);
  return {
    ...(row.item_id ? { item_id: row.item_id } : {}),
    label: row.label,
    basis: row.basis,
    amount: row.basis === 'fixed' ? text(row.value) : null,
    percent: row.basis === 'percent' ? text(row.value) : null,
    due_on: row.due === 'on' ? text(row.due_on) : null,
    before_event_id: row.due === 'before' ? event : null,
    after_event_id: row.due === 'after' ? event : null,
    days: row.due === 'on' ? null : text(row.days),
  } as PlanItemInput;
}

export interface RowCheck {
  /** Rupees, when the row's figure can be read. */
  amount: number | null;
  /** The resolved due date, when it can be worked out, as the server reads it. */
  due_on: string | null;
  /** The event that date follows now (another when its own was declined). */
  due_event_id: number | null;
  errors: Partial<Record<'label' | 'value' | 'due' | 'days', string>>;
}

export interface PlanCheck {
  input: PaymentPlanInput;
  rows: RowCheck[];
  /** What is wrong with the plan as a whole. */
  problems: string[];
  total: number;
  planned: number;
  unscheduled: number;
  /** Why Save is disabled, or null when the plan may be saved. */
  reason: string | null;
}

const FIELD_OF: Record<string, keyof RowCheck['errors']> = {
  label: 'label',
  basis: 'value',
  amount: 'value',
  percent: 'value',
  due_on: 'due',
  before_event_id: 'due',
  after_event_id: 'due',
  days: 'days',
};

const whole = (value: string) => (/^\s*\d+\s*$/.test(value) ? Number(value) : null);

/** The live check of the rows as typed, for this wedding. */
export function checkPlan(rows: readonly PlanRow[], wedding: Wedding): PlanCheck {
  const input: PaymentPlanInput = { items: rows.map(rowInput) };
  // Every event, declined ones too: a saved date may follow one, as the server reads it.
  const { events } = wedding;
  const total = weddingTotal(events);
  const checks: RowCheck[] = rows.map(() => ({
    amount: null,
    due_on: null,
    due_event_id: null,
    errors: {},
  }));
  const problems: string[] = [];
  const report = (path: readonly PropertyKey[], message: string) => {
    const [first, index, field] = path;
    const row = typeof index === 'number' ? checks[index] : undefined;
    const name = typeof field === 'string' ? FIELD_OF[field] : undefined;
    if (first === 'items' && row && name) row.errors[name] ??= message;
    else if (!problems.includes(message)) problems.push(message);
  };
  const parsed = paymentPlanSchema.safeParse(input);
  if (parsed.success) {
    for (const problem of planProblems(parsed.data.items, events)) {
      report(problem.path, problem.message);
    }
  } else {
    for (const issue of parsed.error.issues) report(issue.path, issue.message);
  }
  // The figures are shown while the plan is still wrong, from what can be read of each row.
  const readable = rows.map((row) => ({
    basis: row.basis,
    amount: row.basis === 'fixed' ? whole(row.value) : null,
    percent: row.basis === 'percent' ? whole(row.value) : null,
  }));
  // Planned and Not in the plan as the server works them out; each row as typed.
  const { asWritten, planned, unscheduled } = instalmentAmounts(readable, total);
  rows.forEach((row, index) => {
    const check = checks[index]!;
    const figure = readable[index]!;
    const known = row.basis === 'remainder' || (figure.amount ?? figure.percent) !== null;
    check.amount = known ? asWritten[index]! : null;
    const event = whole(row.event_id);
    const due = dueDate(
      {
        due_on: row.due === 'on' ? text(row.due_on) : null,
        before_event_id: row.due === 'before' ? event : null,
        after_event_id: row.due === 'after' ? event : null,
        days: whole(row.days) ?? 0,
      },
      events,
      { bookedOn: wedding.booked_on, acceptedOn: wedding.accepted_on },
    );
    check.due_on = due?.due_on ?? null;
    check.due_event_id = due?.due_event_id ?? null;
  });
  const firstRowError = checks.flatMap((check) => Object.values(check.errors))[0];
  return {
    input,
    rows: checks,
    problems,
    total,
    planned,
    unscheduled,
    reason: problems[0] ?? firstRowError ?? null,
  };
}
