// What Baraat asks of a payment provider, whichever it is (docs/product/online-payments.md):
// a hosted checkout to send the customer to, the provider's signed answer checked, its status
// asked, and a refund sent back through it. Amounts are whole paisa, currency PKR.

export type ProviderName = 'jazzcash' | 'easypaisa';

export interface CheckoutCustomer {
  email?: string;
  /** A Pakistani mobile number, 03XXXXXXXXX. */
  mobile?: string;
}

export interface CheckoutRequest {
  /** Baraat's own reference for this checkout: 1 to 20 letters and digits, unique per provider. */
  reference: string;
  amountPaisa: number;
  description: string;
  /**
   * Baraat's URL the provider sends the customer back to: a POST of its signed answer, or (the
   * customer left, or the answer comes later) a GET naming the reference alone. Both providers
   * take one such URL; Baraat's handler then shows the customer its own page.
   */
  callbackUrl: string;
  customer: CheckoutCustomer;
  /** When the provider stops taking the payment; an hour from now unless given. */
  expiresAt?: Date;
}

/** How the browser reaches the hosted page: a GET of `url`, or a POST of `fields` to it. */
export interface CheckoutRedirect {
  url: string;
  method: 'GET' | 'POST';
  fields: Record<string, string>;
}

export interface Checkout {
  redirect: CheckoutRedirect;
}

export type PaymentStatus = 'paid' | 'failed' | 'pending';

/** A provider's answer about one checkout, its signature checked. */
export interface ProviderResult {
  reference: string;
  /** The provider's own id of the transaction; null while it has none. */
  providerTransactionId: string | null;
  amountPaisa: number;
  currency: string;
  status: PaymentStatus;
}

export type CallbackRefusal = 'bad-signature' | 'unknown-fields' | 'missing-fields';

export type CallbackVerdict =
  | { ok: true; result: ProviderResult }
  | { ok: false; refusal: CallbackRefusal };

export interface RefundRequest {
  reference: string;
  providerTransactionId: string;
  amountPaisa: number;
}

export type RefundOutcome = { ok: true } | { ok: false; reason: string };

export interface PaymentProvider {
  name: ProviderName;
  createCheckout(request: CheckoutRequest): Checkout;
  /** The fields the provider posted (a form's, as strings): its answer, or why it is refused. */
  verifyCallback(fields: Record<string, unknown>): CallbackVerdict;
  /** Asks the provider's status API; a refusal or an answer that fails its checks throws. */
  status(reference: string): Promise<ProviderResult>;
  refund(request: RefundRequest): Promise<RefundOutcome>;
}

/** A provider's API answered with an error, too late, or in a way its checks refuse. */
export class ProviderError extends Error {
  constructor(
    readonly provider: ProviderName,
    message: string,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderError';
  }
}

/** Baraat's references: letters and digits, at most 20 (JazzCash's pp_TxnRefNo is the tightest). */
export const REFERENCE_PATTERN = /^[A-Za-z0-9]{1,20}$/;
