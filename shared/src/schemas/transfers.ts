// Bank transfer and Raast with proof (docs/product/payments.md#bank-transfer-and-raast): the
// business's payment details, the customer's transfer with its receipt photo, and the desk's
// answer. Baraat never holds the money: the customer pays the business directly.
import { z } from 'zod';
import { normaliseIban, pkIbanProblem } from '../domain/iban';
import { normaliseRaastId } from '../domain/raast-id';
import { fill, tx } from '../i18n/text';
import { DUE_KINDS } from './checkouts';
import { optionalText, positiveId, requiredText } from './fields';
import { PAYMENT_ERRORS, PAYMENT_REFERENCE_MAX, recordPaymentSchema } from './payments';

export const PAYMENT_DETAIL_MAX = 100;
export const TRANSFER_REASON_MAX = 300;

export const TRANSFER_TEXTS = {
  detailsSaved: tx('Payment details saved'),
  titleRequired: tx('Account title is required with an IBAN'),
  titleMax: fill(tx('Account title must be at most {max} characters'), { max: PAYMENT_DETAIL_MAX }),
  bankRequired: tx('Bank name is required with an IBAN'),
  bankMax: fill(tx('Bank name must be at most {max} characters'), { max: PAYMENT_DETAIL_MAX }),
  ibanShape: tx('IBAN must be PK, 2 check digits, a 4-letter bank code and 16 digits'),
  ibanChecksum: tx('IBAN check digits do not match: please check it'),
  raastInvalid: tx('Raast ID must be a mobile number written 03XXXXXXXXX'),
  heading: tx('Pay by bank transfer or Raast'),
  neverHolds: (business: string) =>
    fill(tx('Baraat never holds your money: you pay {business} directly from your banking app.'), {
      business,
    }),
  noDetails: tx('This vendor has not added bank details yet. Ask them how to pay.'),
  copied: tx('Copied'),
  referenceRequired: tx('Transaction ID is required'),
  photoRequired: tx('Please choose the receipt photo'),
  sent: tx('Transfer sent: the vendor will confirm it'),
  rejected: tx('Transfer rejected'),
  reasonRequired: tx('Please give a reason'),
  reasonMax: fill(tx('Reason must be at most {max} characters'), { max: TRANSFER_REASON_MAX }),
  alreadyAnswered: tx('This transfer was already answered.'),
  answerQueued: tx(
    'No signal: the answer is saved on this device and will be sent when you are back online.',
  ),
  notFound: tx('Transfer not found'),
  noneToConfirm: tx('No transfers to confirm.'),
  bookingNotAccepted: tx('Transfers can only be sent for accepted bookings.'),
  targetRequired: tx('Send the booking_id or the wedding_id the transfer pays towards'),
} as const;

/** What the owner saves in Settings: all optional; an IBAN needs its title and bank. */
export const paymentDetailsInputSchema = z
  .object({
    account_title: optionalText(PAYMENT_DETAIL_MAX, TRANSFER_TEXTS.titleMax),
    bank_name: optionalText(PAYMENT_DETAIL_MAX, TRANSFER_TEXTS.bankMax),
    iban: z
      .string()
      .nullish()
      .transform((value) => (value ? normaliseIban(value) : null))
      .superRefine((iban, ctx) => {
        const problem = iban === null ? null : pkIbanProblem(iban);
        if (problem === 'shape')
          ctx.addIssue({ code: 'custom', message: TRANSFER_TEXTS.ibanShape });
        if (problem === 'checksum')
          ctx.addIssue({ code: 'custom', message: TRANSFER_TEXTS.ibanChecksum });
      }),
    raast_id: z
      .string()
      .nullish()
      .transform((value, ctx) => {
        if (!value?.trim()) return null;
        const stored = normaliseRaastId(value);
        if (stored === null) {
          ctx.addIssue({ code: 'custom', message: TRANSFER_TEXTS.raastInvalid });
          return z.NEVER;
        }
        return stored;
      }),
  })
  .superRefine((details, ctx) => {
    if (details.iban === null) return;
    if (!details.account_title)
      ctx.addIssue({
        code: 'custom',
        path: ['account_title'],
        message: TRANSFER_TEXTS.titleRequired,
      });
    if (!details.bank_name)
      ctx.addIssue({ code: 'custom', path: ['bank_name'], message: TRANSFER_TEXTS.bankRequired });
  });
export type PaymentDetailsInput = z.input<typeof paymentDetailsInputSchema>;
export type PaymentDetailsFields = z.output<typeof paymentDetailsInputSchema>;

/** The business's payment details as stored: IBAN without spaces, Raast ID 03XXXXXXXXX. */
export const paymentDetailsSchema = z.strictObject({
  account_title: z.string().nullable(),
  bank_name: z.string().nullable(),
  iban: z.string().nullable(),
  raast_id: z.string().nullable(),
});
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

/** What a customer is shown to pay a booking or wedding by transfer. */
export const transferDetailsSchema = z.strictObject({
  business_id: z.number().int(),
  business_name: z.string(),
  details: paymentDetailsSchema,
  /** What to send, in whole rupees: what is due now (docs/product/online-payments.md#what-is-due-online), else what is still outstanding. */
  amount_due: z.number().int(),
  /** What that is: the advance, an instalment or the balance; null when nothing is due now. */
  due_kind: z.enum(DUE_KINDS).nullable(),
});
export type TransferDetails = z.infer<typeof transferDetailsSchema>;

export const TRANSFER_METHODS = ['bank_transfer', 'raast'] as const;
export type TransferMethod = (typeof TRANSFER_METHODS)[number];

/** GET /transfers/details: the booking or the wedding to be paid. */
export const transferTargetSchema = z
  .object({
    booking_id: positiveId('booking_id').optional(),
    wedding_id: positiveId('wedding_id').optional(),
  })
  .refine((target) => (target.booking_id === undefined) !== (target.wedding_id === undefined), {
    message: TRANSFER_TEXTS.targetRequired,
  });
export type TransferTarget = z.output<typeof transferTargetSchema>;

/** The text fields of POST /transfers (multipart, with the receipt photo as `file`), before the
 * check that exactly one of booking_id and wedding_id is sent. */
export const submitTransferFormSchema = z.object({
  booking_id: positiveId('booking_id').optional(),
  wedding_id: positiveId('wedding_id').optional(),
  method: z.enum(TRANSFER_METHODS, { error: PAYMENT_ERRORS.methodRequired }),
  amount: recordPaymentSchema.shape.amount,
  reference: requiredText(
    TRANSFER_TEXTS.referenceRequired,
    PAYMENT_REFERENCE_MAX,
    PAYMENT_ERRORS.referenceMax,
  ),
});
export const submitTransferFieldsSchema = submitTransferFormSchema.refine(
  (target) => (target.booking_id === undefined) !== (target.wedding_id === undefined),
  { message: TRANSFER_TEXTS.targetRequired },
);
export type SubmitTransferFields = z.output<typeof submitTransferFieldsSchema>;

export const rejectTransferSchema = z.object({
  reason: requiredText(
    TRANSFER_TEXTS.reasonRequired,
    TRANSFER_REASON_MAX,
    TRANSFER_TEXTS.reasonMax,
  ),
});
export type RejectTransfer = z.output<typeof rejectTransferSchema>;

export const TRANSFER_STATUSES = ['to_confirm', 'confirmed', 'rejected'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];
export const TRANSFER_STATUS_LABELS = {
  to_confirm: tx('Waiting for the vendor'),
  confirmed: tx('Confirmed'),
  rejected: tx('Rejected'),
} as const satisfies Record<TransferStatus, string>;

/** A transfer as the customer and the desk read it. */
export const transferSchema = z.strictObject({
  transfer_id: z.number().int(),
  business_id: z.number().int(),
  business_name: z.string(),
  booking_id: z.number().int().nullable(),
  wedding_id: z.number().int().nullable(),
  wedding_title: z.string().nullable(),
  customer_name: z.string(),
  /** The booking's service, or null for a wedding's transfer. */
  service_name: z.string().nullable(),
  event_date: z.string().nullable(),
  method: z.enum(TRANSFER_METHODS),
  amount: z.number().int(),
  reference: z.string(),
  /** GET it with the caller's session: only the customer and the desk may. */
  photo_url: z.string(),
  status: z.enum(TRANSFER_STATUSES),
  reject_reason: z.string().nullable(),
  /** The ledger's payment once confirmed: its receipt is /receipts/{payment_id}. */
  payment_id: z.number().int().nullable(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type Transfer = z.infer<typeof transferSchema>;
