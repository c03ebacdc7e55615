// What both providers' clients check the same way (docs/product/online-payments.md#the-providers-behind-one-interface).
import type { Logger } from 'pino';
import {
  type CallbackRefusal,
  type CallbackVerdict,
  type CheckoutRequest,
  type ProviderName,
  REFERENCE_PATTERN,
} from './types';

/** A checkout Baraat may ask for: its own reference, and whole paisa above none. */
export function checkCheckout({ reference, amountPaisa }: CheckoutRequest): void {
  if (!REFERENCE_PATTERN.test(reference)) throw new Error(`Not a checkout reference: ${reference}`);
  if (!Number.isInteger(amountPaisa) || amountPaisa < 1) {
    throw new Error('An amount is whole paisa above 0');
  }
}

const HOUR_MS = 60 * 60 * 1000;

/** When the provider stops taking the checkout's payment: as asked, else an hour from now. */
export const expiryOf = ({ expiresAt }: CheckoutRequest, now = new Date()): Date =>
  expiresAt ?? new Date(now.getTime() + HOUR_MS);

/**
 * A provider's refusal of an answer, logged with the reference alone: the fields carry the
 * signature, and a request's may carry the password.
 */
export function refuser(logger: Logger, provider: ProviderName, referenceField: string) {
  return (refusal: CallbackRefusal, fields: Record<string, unknown>): CallbackVerdict => {
    const reference = String(fields[referenceField] ?? '');
    logger.warn({ provider, refusal, reference }, 'payment answer refused');
    return { ok: false, refusal };
  };
}
