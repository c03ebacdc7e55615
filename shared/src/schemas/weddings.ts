// Weddings: several events of one business booked together, one total, one payment plan and
// the payments each family made (docs/product/weddings.md). The requests of every wedding route
// and their texts (the answers: wedding-answers.ts; the walk-in wedding: walkin-weddings.ts);
// the plan's arithmetic (amounts, due dates, allocation, status) is domain/payment-plan.ts,
// shared by the server and the desk's live check.
import { z } from 'zod';
import { isIsoDate } from '../domain/dates';
import { formatDateWithTimes } from '../domain/format';
import { fill, inEnglish, type Say, tx } from '../i18n/text';
import { peopleCount } from './bookings';
import { numberFromText, positiveId } from './fields';
import { holdDaysField } from './holds';
import { PAYMENT_ERRORS, recordPaymentSchema } from './payments';

export const WEDDING_EVENTS_MAX = 7;
export const WEDDING_TITLE_MAX = 100;
export const PLAN_ITEMS_MAX = 12;
export const PLAN_LABEL_MAX = 60;
export const PLAN_DAYS_MAX = 365;
export const PAYER_NAME_MAX = 100;

export const PLAN_BASES = ['fixed', 'percent', 'remainder'] as const;
export type PlanBasis = (typeof PLAN_BASES)[number];

/** An instalment's state by Pakistan's date (docs/product/weddings.md#what-is-due); `not_due`
 * while no event of the wedding is accepted. */
export const INSTALMENT_STATUSES = [
  'upcoming',
  'due',
  'paid',
  'part_paid',
  'overdue',
  'not_due',
] as const;
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];
/** The words of each state; a wedding awaiting an answer reads `Due once accepted` instead of
 * `Not due` (domain/payment-plan.ts `instalmentStatusLabel`). */
export const INSTALMENT_STATUS_LABELS: Record<InstalmentStatus, string> = {
  upcoming: tx('Upcoming'),
  due: tx('Due today'),
  paid: tx('Paid'),
  part_paid: tx('Part-paid'),
  overdue: tx('Overdue'),
  not_due: tx('Not due'),
};

/** The reminders of one instalment, each sent at most once (docs/product/weddings.md#what-is-due). */
export const REMINDER_KINDS = ['week_before', 'due_day', 'overdue'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
/** Days from the due date each reminder is sent on. */
export const REMINDER_OFFSET_DAYS: Record<ReminderKind, number> = {
  week_before: -7,
  due_day: 0,
  overdue: 2,
};

export const WEDDING_TEXTS = {
  notFound: tx('Wedding not found'),
  titleRequired: tx('Title is required'),
  titleMax: fill(tx('Title must be at most {max} characters'), { max: WEDDING_TITLE_MAX }),
  eventsRequired: tx('Add at least one event'),
  eventsMax: fill(tx('A wedding has at most {max} events'), { max: WEDDING_EVENTS_MAX }),
  sameSlotTwice: tx('Each event needs its own slot'),
  oneBusiness: tx('Every event of a wedding must be with the same business'),
  hallForEvery: tx('Choose a hall for every event'),
  notThisWedding: tx('That event is not part of this wedding'),
  nothingPending: tx('This wedding has no event waiting for an answer.'),
  payerRequired: tx('Payer is required'),
  payerMax: fill(tx('Payer must be at most {max} characters'), { max: PAYER_NAME_MAX }),
  noAcceptedEvent: tx('Payments can only be recorded once an event of the wedding is accepted.'),
  dueOnceAccepted: tx('Due once accepted'),
  itemsRequired: tx('Add at least one instalment'),
  itemsMax: fill(tx('A plan has at most {max} instalments'), { max: PLAN_ITEMS_MAX }),
  labelRequired: tx('Label is required'),
  labelMax: fill(tx('Label must be at most {max} characters'), { max: PLAN_LABEL_MAX }),
  basisRequired: tx('Choose fixed, percent or remainder'),
  percentRange: tx('Percent must be a whole number from 1 to 100'),
  percentsOver: tx('The percentages add up to more than 100%'),
  twoRemainders: tx('Only one instalment can be the remainder'),
  dueRequired: tx('Choose a due date or an event'),
  dueDate: tx('Due date must be a date written YYYY-MM-DD'),
  daysRange: fill(tx('Days must be a whole number from 0 to {max}'), { max: PLAN_DAYS_MAX }),
  planRecorded: tx('Payment plan saved'),
  paymentRecorded: tx('Payment recorded'),
  created: tx('Wedding booked'),
} as const;

/** "The instalments come to Rs X, more than the wedding's total of Rs Y" (amounts formatted). */
export const planOverTotalText = (planned: string, total: string) =>
  fill(tx("The instalments come to {planned}, more than the wedding's total of {total}"), {
    planned,
    total,
  });

/** How a refusal names one event: "Walima (Sat, 12 Dec 2026, 7:00 – 11:00 pm)", its day in
 * full (a refusal is no dense list), in the one format (docs/product/texts.md#formats); in
 * `say`'s language (the event type's name is a text of the catalog). */
export const weddingEventTitle = (
  event: string,
  slot: { date: string; start_time: string; end_time: string },
  say: Say = inEnglish,
) =>
  say(tx('{event} ({when})'), {
    event: say(event),
    when: formatDateWithTimes(slot.date, slot.start_time, slot.end_time),
  });

/** A 409 or 422 about one event: "Walima (Sat, 12 Dec 2026, 7:00 – 11:00 pm): {reason}". */
export const weddingEventText = (
  event: string,
  slot: { date: string; start_time: string; end_time: string },
  reason: string,
) => fill(tx('{event}: {reason}'), { event: weddingEventTitle(event, slot), reason });

/** A wedding's title, as every wedding request takes it. */
export const weddingTitle = z
  .string({ error: WEDDING_TEXTS.titleRequired })
  .trim()
  .min(1, { error: WEDDING_TEXTS.titleRequired })
  .max(WEDDING_TITLE_MAX, { error: WEDDING_TEXTS.titleMax });

/** A wedding's 1 to WEDDING_EVENTS_MAX events of one shape. */
export const weddingEvents = <T extends z.ZodType>(event: T) =>
  z
    .array(event, { error: WEDDING_TEXTS.eventsRequired })
    .min(1, { error: WEDDING_TEXTS.eventsRequired })
    .max(WEDDING_EVENTS_MAX, { error: WEDDING_TEXTS.eventsMax });

/** One event of a customer's wedding: a single booking's fields. */
export const weddingEventInputSchema = z.object({
  slot_id: positiveId('slot_id'),
  event_type_id: positiveId('event_type_id').nullish(),
  // Left out or null: 1, said in the field itself so the API document shows it optional.
  number_of_people: peopleCount.nullish().transform((count) => count ?? 1),
  package_selected_id: positiveId('package_selected_id').nullish(),
});

/** POST /api/weddings (customer). */
export const createWeddingSchema = z
  .object({
    title: weddingTitle,
    message: z
      .string()
      .trim()
      .max(2000, { error: tx('Message must be at most 2000 characters') })
      .default(''),
    events: weddingEvents(weddingEventInputSchema),
  })
  .superRefine((wedding, ctx) => {
    const seen = new Set<number>();
    wedding.events.forEach((event, index) => {
      if (seen.has(event.slot_id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['events', index, 'slot_id'],
          message: WEDDING_TEXTS.sameSlotTwice,
        });
      }
      seen.add(event.slot_id);
    });
  });
export type CreateWeddingInput = z.input<typeof createWeddingSchema>;
export type CreateWedding = z.output<typeof createWeddingSchema>;

const reason = z
  .string()
  .trim()
  .max(500, { error: tx('Reason must be at most 500 characters') })
  .nullish()
  .transform((value) => value || null);

/** PATCH /api/weddings/{id}/approve: a hall or team per pending event (none needed by a
 * business without halls). Events left out of the list are accepted with their own. */
export const approveWeddingSchema = z.object({
  events: z
    .array(
      z.object({
        booking_id: positiveId('booking_id'),
        hall_id: positiveId('hall_id').nullish(),
        worker_id: positiveId('worker_id').nullish(),
      }),
    )
    .max(WEDDING_EVENTS_MAX)
    .default([]),
  notes: z
    .string()
    .trim()
    .max(1000, { error: tx('Notes must be at most 1000 characters') })
    .nullish()
    .transform((value) => value || null),
  /** The wedding's hold period instead of the business's (docs/product/payments.md#holding-a-date). */
  hold_days: holdDaysField.optional(),
});
export type ApproveWeddingInput = z.input<typeof approveWeddingSchema>;

/** PATCH /api/weddings/{id}/decline. */
export const declineWeddingSchema = z.object({ reason });

/** A whole number from `min` to `max` (typed as text too), one message for every way it is wrong. */
const wholeIn = (min: number, max: number, message: string) =>
  z.preprocess(
    numberFromText,
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );

const days = wholeIn(0, PLAN_DAYS_MAX, WEDDING_TEXTS.daysRange);

/** One instalment as the owner writes it. Exactly one of `due_on`, `before_event_id`,
 * `after_event_id`; `days` goes with the event (0 when left out). `item_id` keeps an existing
 * instalment's reminders when the plan is saved again. */
export const planItemInputSchema = z
  .object({
    item_id: positiveId('item_id').optional(),
    label: z
      .string({ error: WEDDING_TEXTS.labelRequired })
      .trim()
      .min(1, { error: WEDDING_TEXTS.labelRequired })
      .max(PLAN_LABEL_MAX, { error: WEDDING_TEXTS.labelMax }),
    basis: z.enum(PLAN_BASES, { error: WEDDING_TEXTS.basisRequired }),
    amount: z
      .preprocess(
        numberFromText,
        z
          .number({ error: PAYMENT_ERRORS.amountWhole })
          .int({ error: PAYMENT_ERRORS.amountWhole })
          .min(1, { error: PAYMENT_ERRORS.amountMin })
          .max(100_000_000, { error: PAYMENT_ERRORS.amountMax }),
      )
      .nullish(),
    percent: wholeIn(1, 100, WEDDING_TEXTS.percentRange).nullish(),
    due_on: z
      .string({ error: WEDDING_TEXTS.dueDate })
      .trim()
      .refine(isIsoDate, { error: WEDDING_TEXTS.dueDate })
      .nullish(),
    before_event_id: positiveId('before_event_id').nullish(),
    after_event_id: positiveId('after_event_id').nullish(),
    days: days.nullish(),
  })
  .superRefine((item, ctx) => {
    if (item.basis === 'fixed' && item.amount == null) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: PAYMENT_ERRORS.amountRequired });
    }
    if (item.basis === 'percent' && item.percent == null) {
      ctx.addIssue({ code: 'custom', path: ['percent'], message: WEDDING_TEXTS.percentRange });
    }
    const dues = [item.due_on, item.before_event_id, item.after_event_id].filter(
      (due) => due != null,
    );
    if (dues.length !== 1) {
      ctx.addIssue({ code: 'custom', path: ['due_on'], message: WEDDING_TEXTS.dueRequired });
    }
  });
export type PlanItemInput = z.input<typeof planItemInputSchema>;
export type PlanItemDraft = z.output<typeof planItemInputSchema>;

/** PUT /api/weddings/{id}/plan (owner). The checks against the total (percentages, fixed over
 * the total, the events named) are domain/payment-plan.ts `planProblems`, run by the server
 * with the wedding in hand and by the form as it is typed. */
export const paymentPlanSchema = z
  .object({
    items: z
      .array(planItemInputSchema, { error: WEDDING_TEXTS.itemsRequired })
      .min(1, { error: WEDDING_TEXTS.itemsRequired })
      .max(PLAN_ITEMS_MAX, { error: WEDDING_TEXTS.itemsMax }),
  })
  .superRefine((plan, ctx) => {
    const remainders = plan.items.filter((item) => item.basis === 'remainder').length;
    if (remainders > 1) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: WEDDING_TEXTS.twoRemainders });
    }
    const percents = plan.items.reduce((sum, item) => sum + (item.percent ?? 0), 0);
    if (percents > 100) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: WEDDING_TEXTS.percentsOver });
    }
  });
export type PaymentPlanInput = z.input<typeof paymentPlanSchema>;
export type PaymentPlan = z.output<typeof paymentPlanSchema>;

/** POST /api/weddings/{id}/payments (owner; outbox): a ledger payment with the payer's name;
 * whether it is the advance or the balance the server decides (the first one is the advance). */
export const recordWeddingPaymentSchema = recordPaymentSchema
  .omit({ booking_id: true, kind: true })
  .extend({
    payer_name: z
      .string({ error: WEDDING_TEXTS.payerRequired })
      .trim()
      .min(1, { error: WEDDING_TEXTS.payerRequired })
      .max(PAYER_NAME_MAX, { error: WEDDING_TEXTS.payerMax }),
  });
export type RecordWeddingPaymentInput = z.input<typeof recordWeddingPaymentSchema>;
export type RecordWeddingPayment = z.output<typeof recordWeddingPaymentSchema>;
