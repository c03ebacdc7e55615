// The payments ledger (docs/product/decisions.md#the-decisions-at-a-glance; docs/product/payments.md#calls, docs/product/payments.md#what-a-payment-holds): the owner records a payment
// received against a confirmed booking; the customer sees it. No gateway yet.
import { z } from 'zod';
import { isIsoDate, todayInPakistan } from '../domain/dates';
import { fill, tx } from '../i18n/text';
import { applyPage, numberFromText, pageFields } from './fields';

export const PAYMENT_KINDS = ['advance', 'balance'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = {
  advance: tx('Advance'),
  balance: tx('Balance'),
};

export const PAYMENT_METHODS = [
  'cash',
  'bank_transfer',
  'raast',
  'jazzcash',
  'easypaisa',
  'card',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: tx('Cash'),
  bank_transfer: tx('Bank transfer'),
  raast: tx('Raast'),
  jazzcash: tx('JazzCash'),
  easypaisa: tx('Easypaisa'),
  card: tx('Card'),
};

/** Recorded payments are completed; the owner may refund a completed one (docs/product/booking.md#the-booking-lifecycle). */
export const PAYMENT_STATUSES = ['completed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** A payment's status as every screen prints it (docs/product/texts.md#status-labels). */
export const PAYMENT_STATUS_LABELS = {
  completed: tx('Completed'),
  refunded: tx('Refunded'),
} as const satisfies Record<PaymentStatus, string>;

/** The payments view's date filter: 7 days, 30 days (default), 90 days, 1 year (docs/product/texts.md#limits). */
export const PAYMENT_PERIOD_DAYS = [7, 30, 90, 365] as const;
export const PAYMENT_PERIOD_DEFAULT = 30;

export const PAYMENT_AMOUNT_MAX = 100_000_000;
export const PAYMENT_REFERENCE_MAX = 100;
export const PAYMENT_NOTE_MAX = 500;

export const PAYMENT_ERRORS = {
  bookingRequired: tx('Booking is required'),
  amountRequired: tx('Amount is required'),
  amountWhole: tx('Amount must be a whole number of rupees'),
  amountMin: tx('Amount must be at least Rs 1'),
  amountMax: tx('Amount must be at most Rs 100,000,000'),
  kindRequired: tx('Please select advance or balance'),
  methodRequired: tx('Please select a payment method'),
  referenceMax: fill(tx('Transaction ID must be at most {max} characters'), {
    max: PAYMENT_REFERENCE_MAX,
  }),
  noteMax: fill(tx('Note must be at most {max} characters'), { max: PAYMENT_NOTE_MAX }),
  dateInvalid: tx('Payment date must be a date written YYYY-MM-DD'),
  dateFuture: tx('Payment date cannot be in the future'),
  bookingNotFound: tx('Booking not found'),
  bookingNotConfirmed: tx('Payments can only be recorded for confirmed bookings.'),
  paymentNotFound: tx('Payment not found'),
  onlyCompletedRefund: tx('Only completed payments can be refunded.'),
} as const;

/** Optional text: blank becomes null. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .nullish()
    .transform((value) => value || null);

export const recordPaymentSchema = z.object({
  booking_id: z.preprocess(
    numberFromText,
    z
      .number({ error: PAYMENT_ERRORS.bookingRequired })
      .int({ error: PAYMENT_ERRORS.bookingRequired })
      .positive({ error: PAYMENT_ERRORS.bookingRequired }),
  ),
  amount: z.preprocess(
    numberFromText,
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? PAYMENT_ERRORS.amountRequired : PAYMENT_ERRORS.amountWhole,
      })
      .int({ error: PAYMENT_ERRORS.amountWhole, abort: true })
      .min(1, { error: PAYMENT_ERRORS.amountMin })
      .max(PAYMENT_AMOUNT_MAX, { error: PAYMENT_ERRORS.amountMax }),
  ),
  kind: z.enum(PAYMENT_KINDS, { error: PAYMENT_ERRORS.kindRequired }),
  method: z.enum(PAYMENT_METHODS, { error: PAYMENT_ERRORS.methodRequired }),
  reference: optionalText(PAYMENT_REFERENCE_MAX, PAYMENT_ERRORS.referenceMax),
  /** Seen by the customer too: the owner's screen should say so. */
  note: optionalText(PAYMENT_NOTE_MAX, PAYMENT_ERRORS.noteMax),
  // Today in Pakistan when left out; a payment is recorded once it has been received.
  paid_on: z
    .string({ error: PAYMENT_ERRORS.dateInvalid })
    .trim()
    .refine(isIsoDate, { error: PAYMENT_ERRORS.dateInvalid, abort: true })
    .refine((date) => date <= todayInPakistan(), { error: PAYMENT_ERRORS.dateFuture })
    .optional()
    .transform((date) => date ?? todayInPakistan()),
});
export type RecordPaymentInput = z.input<typeof recordPaymentSchema>;
export type RecordPayment = z.output<typeof recordPaymentSchema>;

export const myPaymentsQuerySchema = z
  .object({
    // Left out: every payment, however old.
    days: z
      .preprocess(
        numberFromText,
        z
          .number({
            error: fill(tx('days must be one of {days}'), { days: PAYMENT_PERIOD_DAYS.join(', ') }),
          })
          .refine((days) => (PAYMENT_PERIOD_DAYS as readonly number[]).includes(days), {
            error: fill(tx('days must be one of {days}'), { days: PAYMENT_PERIOD_DAYS.join(', ') }),
          })
          // The refine is code; the API document lists the values (docs/product/payments.md#calls).
          .meta({ enum: [...PAYMENT_PERIOD_DAYS] }),
      )
      .optional(),
    // Larger pages are capped rather than refused.
    ...pageFields(),
  })
  .transform(applyPage);

/** A payment as both sides read it (docs/product/payments.md#what-a-payment-holds, with the ledger's own fields). */
export const paymentSchema = z.strictObject({
  payment_id: z.number().int(),
  booking_id: z.number().int(),
  business_id: z.number().int(),
  business_name: z.string(),
  /** Which of two vendors of one name (docs/product/discovery.md#vendors-of-one-name). */
  business_city: z.string().meta({ description: 'The city of the business.' }),
  customer_name: z.string(),
  customer_email: z.string(),
  /** A wedding's payment names the wedding and who paid (docs/product/weddings.md#payments-of-a-wedding); null for a single booking's. */
  wedding_id: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'The wedding the payment was recorded against; null for a booking’s.' }),
  wedding_title: z.string().nullable().meta({ description: 'That wedding’s title.' }),
  payer_name: z
    .string()
    .nullable()
    .meta({ description: 'Who paid towards the wedding (Bride’s family, ...).' }),
  amount: z.number().int(),
  currency: z.literal('PKR'),
  kind: z.enum(PAYMENT_KINDS),
  payment_method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  transaction_id: z.string().nullable(),
  payment_date: z.string(),
  booking_date: z.string(),
  service_name: z.string(),
  /** No gateway exists yet: the wallet or bank the money came through, null for cash and card. */
  gateway: z.enum(['jazzcash', 'easypaisa', 'bank']).nullable(),
  fee_amount: z.number(),
  net_amount: z.number(),
  /** The owner's note, shown to the customer as well. */
  note: z.string().nullable(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** "Ayesha & Bilal's wedding · Bride's family": what a wedding's payment was for, by the
 * wedding and its payer; null for a single booking's, which each screen words by its booking
 * (docs/product/weddings.md#payments-of-a-wedding). */
export const weddingPaymentName = (payment: {
  wedding_title: string | null;
  payer_name: string | null;
}): string | null =>
  payment.wedding_title === null
    ? null
    : [payment.wedding_title, payment.payer_name].filter(Boolean).join(' · ');
