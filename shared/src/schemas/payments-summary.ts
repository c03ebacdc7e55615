// GET /api/payments/summary (docs/product/payments.md#what-the-business-is-owed): what a
// business is owed on Pakistan's date, from one computation on the server that the Payments
// tab, the Dashboard, the instalments lists and the report all read. Money is whole PKR.
import { z } from 'zod';
import { instalmentSchema } from './wedding-answers';

const int = z.number().int();

/** A chased wedding (one with an accepted event): its figures as its page shows them. */
export const weddingOwedSchema = z.strictObject({
  wedding_id: int,
  title: z.string(),
  customer_name: z.string(),
  /** Its counted events' totals. */
  total: int,
  /** Its completed payments. */
  paid: int,
  /** The total less what is paid, never below 0. */
  outstanding: int,
  /** What its plan leaves out of the total. */
  unscheduled: int,
  plan: z.array(instalmentSchema),
});
export type WeddingOwed = z.infer<typeof weddingOwedSchema>;

export const paymentsSummarySchema = z.strictObject({
  /** Pakistan's date the figures were worked out on. */
  today: z.string(),
  /** Completed payments, all time. */
  received: int,
  /** Refunded payments, all time. */
  refunded: int,
  /** What accepted single bookings and chased weddings still owe. */
  outstanding: int,
  /** The weddings' instalments overdue, still owed. */
  overdue: int,
  /** The weddings' instalments due today and the six days after, still owed. */
  due_this_week: int,
  /** The accepted single bookings (walk-ins included; a wedding's events are its wedding's). */
  bookings: z.strictObject({
    count: int,
    total: int,
    paid: int,
    outstanding: int,
  }),
  weddings: z.array(weddingOwedSchema),
});
export type PaymentsSummary = z.infer<typeof paymentsSummarySchema>;
