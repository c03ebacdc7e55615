// A wedding as both sides read it (docs/product/weddings.md): the answers of every wedding
// route, and the owner's lists of what is owed. The requests and texts are weddings.ts.
import { z } from 'zod';
import { BOOKING_STATUSES } from '../domain/booking';
import { PRICE_BASES } from '../domain/pricing';
import { holdFields } from './holds';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './payments';
import { INSTALMENT_STATUSES, PLAN_BASES } from './weddings';

const id = z.number().int();
const date = z.string();

/** One event of a wedding as both sides read it. `total` by the one pricing rule. */
export const weddingEventSchema = z.strictObject({
  booking_id: id,
  status: z.enum(BOOKING_STATUSES),
  slot_id: id,
  slot_name: z.string(),
  /** The hall or team of its slot, if any: where Accept all proposes it first. */
  slot_worker_id: id.nullable(),
  date,
  start_time: z.string(),
  end_time: z.string(),
  event_type_id: id.nullable(),
  event_name: z.string().nullable(),
  number_of_people: id,
  package_id: id.nullable(),
  package_name: z.string().nullable(),
  package_price: z.number().nullable(),
  package_price_basis: z.enum(PRICE_BASES).nullable(),
  /** Where it is (docs/product/calendar.md#where-an-event-is): the hall or team its booking was
   * given (accepted into, assigned, or asked for), else its slot's; null for neither. */
  worker_id: id.nullable(),
  worker_name: z.string().nullable(),
  decline_reason: z.string().nullable(),
  total: z.number(),
});
export type WeddingEvent = z.infer<typeof weddingEventSchema>;

/** How an instalment's due date was given. */
export const planDueSchema = z.union([
  z.strictObject({ due_on: date }),
  z.strictObject({ before_event_id: id, days: id }),
  z.strictObject({ after_event_id: id, days: id }),
]);
export type PlanDue = z.infer<typeof planDueSchema>;

/** One instalment, resolved: its amount in rupees, its date, what is allocated to it. */
export const instalmentSchema = z.strictObject({
  item_id: id,
  position: id,
  label: z.string(),
  basis: z.enum(PLAN_BASES),
  /** As written: the fixed amount or the percentage (null for the remainder). */
  amount_given: z.number().nullable(),
  percent: z.number().nullable(),
  due: planDueSchema,
  /** Resolved against the events' dates today. */
  due_on: date,
  /** The event the date follows now: its own, or the nearest counted one when it was declined
   * or withdrawn; null for a day given as such, or the booking day with no event counting. */
  due_event_id: id.nullable(),
  amount: z.number(),
  paid: z.number(),
  outstanding: z.number(),
  status: z.enum(INSTALMENT_STATUSES),
});
export type Instalment = z.infer<typeof instalmentSchema>;

export const weddingPaymentSchema = z.strictObject({
  payment_id: id,
  booking_id: id,
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS),
  payer_name: z.string(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  paid_on: date,
  status: z.enum(PAYMENT_STATUSES),
  created_at: z.string(),
});
export type WeddingPayment = z.infer<typeof weddingPaymentSchema>;

/** A wedding as both sides read it (GET /api/weddings/{id} and every write's answer). */
export const weddingSchema = z.strictObject({
  wedding_id: id,
  title: z.string(),
  business_id: id,
  business_name: z.string(),
  /** Which of two vendors of one name (docs/product/discovery.md#vendors-of-one-name). */
  business_city: z.string().meta({ description: 'The city of the business.' }),
  business_slug: z.string(),
  /** The customer's account, or null for a walk-in family. */
  customer_user_id: id.nullable(),
  customer_name: z.string(),
  customer_email: z.string().nullable(),
  customer_phone: z.string().nullable(),
  is_walkin: z.boolean(),
  message: z.string(),
  /** The Pakistan day it was booked: the default advance falls due on it. */
  booked_on: date,
  /** The Pakistan day its first event was accepted; null while none is (it is not chased). */
  accepted_on: date.nullable(),
  created_at: z.string(),
  events: z.array(weddingEventSchema),
  /** The events' totals, declined and withdrawn ones left out. */
  total: z.number(),
  /** Completed payments of the wedding. */
  paid: z.number(),
  outstanding: z.number(),
  /** What the plan leaves out of the total when it has no remainder. */
  unscheduled: z.number(),
  plan: z.array(instalmentSchema),
  payments: z.array(weddingPaymentSchema),
  /** The earliest instalment not paid, if any. */
  next_instalment: instalmentSchema.nullable(),
  /** Its advance's deadline and its hold (docs/product/payments.md#holding-a-date). */
  ...holdFields,
});
export type Wedding = z.infer<typeof weddingSchema>;
export const weddingListSchema = z.array(weddingSchema);

/** One line of the owner's lists of what is owed (GET /api/business/instalments). */
export const instalmentDueSchema = z.strictObject({
  wedding_id: id,
  title: z.string(),
  customer_name: z.string(),
  item_id: id,
  label: z.string(),
  due_on: date,
  amount: z.number(),
  outstanding: z.number(),
  status: z.enum(INSTALMENT_STATUSES),
});
export type InstalmentDue = z.infer<typeof instalmentDueSchema>;

export const instalmentsDueSchema = z.strictObject({
  /** Pakistan's date the lists were made on. */
  today: date,
  overdue: z.array(instalmentDueSchema),
  due_this_week: z.array(instalmentDueSchema),
  overdue_total: z.number(),
  due_this_week_total: z.number(),
});
export type InstalmentsDue = z.infer<typeof instalmentsDueSchema>;
