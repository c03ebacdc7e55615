// Paying online through JazzCash or Easypaisa (docs/product/online-payments.md#paying-online):
// what a customer owes now on each booking and wedding, the checkout Baraat makes for it, and
// what the customer's return page reads. Amounts the customer sees are whole rupees; the
// provider is asked for paisa (rupees × 100).
import { z } from 'zod';
import { fill, inEnglish, type Say, tx } from '../i18n/text';
import { positiveId } from './fields';
import { holdFields } from './holds';

export const CHECKOUT_PROVIDERS = ['jazzcash', 'easypaisa'] as const;
export type CheckoutProvider = (typeof CHECKOUT_PROVIDERS)[number];
export const CHECKOUT_PROVIDER_LABELS = {
  jazzcash: tx('JazzCash'),
  easypaisa: tx('Easypaisa'),
} as const satisfies Record<CheckoutProvider, string>;

/** What a payment due is: the advance that holds the date, an instalment of a wedding's plan,
 * or the balance of a single booking once its advance is paid. */
export const DUE_KINDS = ['advance', 'instalment', 'balance'] as const;
export type DueKind = (typeof DUE_KINDS)[number];
/** What it is called where a payment is named (the provider's description of the checkout). */
export const DUE_KIND_LABELS = {
  advance: tx('Advance'),
  instalment: tx('Instalment'),
  balance: tx('Balance'),
} as const satisfies Record<DueKind, string>;
/** The button that pays it. */
export const PAY_LABELS = {
  advance: tx('Pay advance'),
  instalment: tx('Pay instalment'),
  balance: tx('Pay balance'),
} as const satisfies Record<DueKind, string>;

/** What an amount to send is, beside it on the transfer form. */
export const DUE_NOTES = {
  advance: tx('the advance that confirms your date'),
  instalment: tx('the next instalment'),
  balance: tx('what is still outstanding'),
} as const satisfies Record<DueKind, string>;

export const CHECKOUT_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];
export const CHECKOUT_STATUS_LABELS = {
  pending: tx('Waiting for the provider'),
  paid: tx('Paid'),
  failed: tx('Not paid'),
  expired: tx('Expired'),
} as const satisfies Record<CheckoutStatus, string>;

/** How many checkouts one customer may start in an hour (each opens a provider's page). */
export const CHECKOUTS_PER_HOUR = 20;

export const CHECKOUT_TEXTS = {
  dueHeading: tx('Awaiting your payment'),
  noneDue: tx('Nothing to pay right now.'),
  payWith: tx('Pay with'),
  redirecting: (provider: string) => fill(tx('Taking you to {provider}…'), { provider }),
  noProviders: tx('Online payment is not available right now: pay by bank transfer or Raast.'),
  providerUnavailable: tx('That payment method is not available right now'),
  providerRequired: tx('Please choose JazzCash or Easypaisa'),
  nothingDue: tx('Nothing is due on this booking right now.'),
  notAccepted: tx('Only accepted bookings can be paid online.'),
  notFound: tx('Checkout not found'),
  targetRequired: tx('Send the booking_id or the wedding_id the payment is for'),
  tooMany: fill(
    tx('At most {max} online payments can be started in an hour. Please try again later.'),
    { max: CHECKOUTS_PER_HOUR },
  ),
  couldNotStart: tx('Could not start the payment. Please try again.'),
  /** Beside a Pay button while the device is offline. */
  needsSignal: tx('Paying online needs a connection.'),
  loadDueFailed: tx('Failed to load what you owe. Please try again.'),
  loadFailed: tx('Failed to load the payment. Please try again.'),
  loading: tx('Loading the payment...'),
  loadingDue: tx('Loading what you owe...'),
  backToDashboard: tx('Back to dashboard'),
  backToWedding: tx('Back to the wedding'),
  paidTitle: tx('Payment received'),
  paidText: (amount: string, business: string, say: Say = inEnglish) =>
    say(tx('{amount} reached {business}. Your receipt is ready.'), { amount, business }),
  pendingTitle: tx('Waiting for the provider to confirm'),
  pendingText: tx(
    'We are checking with the provider. This page updates itself; you will be notified when it is confirmed.',
  ),
  failedTitle: tx('The payment did not go through'),
  failedText: tx('Nothing was taken. You can try again, or pay by bank transfer or Raast.'),
  expiredTitle: tx('This payment expired'),
  expiredText: tx('It was not completed in time. You can start a new one.'),
  /** A callback or status answer refused: a bad signature, a changed amount, a replay. */
  refused: tx('Payment answer refused'),
  /** The ledger's refund of an online payment the provider would not take back. */
  refundRefused: (provider: string, reason: string) =>
    fill(tx('{provider} refused the refund: {reason}'), { provider, reason }),
  refundUnreachable: (provider: string) =>
    fill(tx('{provider} could not be reached to refund this payment. Please try again.'), {
      provider,
    }),
} as const;

/** POST /checkouts: what to pay (a booking or a wedding of the caller's) and through whom. */
export const createCheckoutSchema = z
  .object({
    booking_id: positiveId('booking_id').optional(),
    wedding_id: positiveId('wedding_id').optional(),
    provider: z.enum(CHECKOUT_PROVIDERS, { error: CHECKOUT_TEXTS.providerRequired }),
  })
  .refine((target) => (target.booking_id === undefined) !== (target.wedding_id === undefined), {
    message: CHECKOUT_TEXTS.targetRequired,
  });
export type CreateCheckout = z.output<typeof createCheckoutSchema>;

/** One booking or wedding the customer owes a payment on now. */
export const paymentDueSchema = z.strictObject({
  booking_id: z.number().int().nullable(),
  wedding_id: z.number().int().nullable(),
  business_name: z.string(),
  /** The booking's service, or the wedding's title. */
  title: z.string(),
  /** The booking's day, or the wedding's first event's. */
  event_date: z.string(),
  kind: z.enum(DUE_KINDS),
  /** "Advance", or the instalment's label. */
  label: z.string(),
  /** What this payment is, in whole rupees. */
  amount: z.number().int(),
  /** The instalment's due day (YYYY-MM-DD), when the plan gives one. */
  due_on: z.string().nullable(),
  ...holdFields,
});
export type PaymentDue = z.infer<typeof paymentDueSchema>;

/** GET /checkouts/due: the providers that take payments now, and what the customer owes. */
export const paymentsDueSchema = z.strictObject({
  providers: z.array(z.enum(CHECKOUT_PROVIDERS)),
  due: z.array(paymentDueSchema),
});
export type PaymentsDue = z.infer<typeof paymentsDueSchema>;

/** A checkout as its customer reads it. */
export const checkoutSchema = z.strictObject({
  /** Baraat's reference, sent to the provider; the return page's address. */
  reference: z.string(),
  provider: z.enum(CHECKOUT_PROVIDERS),
  booking_id: z.number().int().nullable(),
  wedding_id: z.number().int().nullable(),
  business_name: z.string(),
  title: z.string(),
  kind: z.enum(DUE_KINDS),
  /** Whole rupees. */
  amount: z.number().int(),
  status: z.enum(CHECKOUT_STATUSES),
  /** The ledger's payment once paid: its receipt is /receipts/{payment_id}. */
  payment_id: z.number().int().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/** How the browser reaches the provider's hosted page: a form posted (or a GET) to `url`. */
export const checkoutRedirectSchema = z.strictObject({
  url: z.string(),
  method: z.enum(['GET', 'POST']),
  fields: z.record(z.string(), z.string()),
});

export const startedCheckoutSchema = z.strictObject({
  checkout: checkoutSchema,
  redirect: checkoutRedirectSchema,
});
export type StartedCheckout = z.infer<typeof startedCheckoutSchema>;

export const checkoutReferenceSchema = z.object({
  reference: z.string().regex(/^[A-Za-z0-9]{1,20}$/, { error: CHECKOUT_TEXTS.notFound }),
});
