// A booking, a wedding and the payments on them (docs/product/README.md#access-rules): the
// customer who asked reads and withdraws their own; whoever acts for the business answers it,
// records and refunds its payments; to anybody else it does not exist.
import { BOOKING_ERRORS } from '@baraat/shared/schemas/bookings';
import { PAYMENT_ERRORS } from '@baraat/shared/schemas/payments';
import { TRANSFER_TEXTS } from '@baraat/shared/schemas/transfers';
import { WEDDING_TEXTS } from '@baraat/shared/schemas/weddings';
import { type Actor, actsFor, type BusinessFacts, isCustomer } from './actor';
import { definePolicy } from './authorize';

/** A booking's or wedding's parties: its business, and its customer (none for a walk-in). */
export interface PartiesFacts extends BusinessFacts {
  customer_user_id: number | null;
}

const customer = {
  role: 'customer',
  allow: (actor: Actor, row: PartiesFacts) => isCustomer(actor, row.customer_user_id),
} as const;
const desk = {
  role: 'desk',
  allow: (actor: Actor, row: BusinessFacts) => actsFor(actor, row),
} as const;
const eitherParty = {
  allow: (actor: Actor, row: PartiesFacts) =>
    isCustomer(actor, row.customer_user_id) || actsFor(actor, row),
};

/** `review` is writing the review of a booking that took place. */
export const bookingPolicy = definePolicy<
  PartiesFacts,
  'read' | 'cancel' | 'review' | 'answer' | 'pay'
>(BOOKING_ERRORS.bookingNotFound, {
  read: customer,
  cancel: customer,
  review: customer,
  answer: desk,
  pay: desk,
});

export const weddingPolicy = definePolicy<PartiesFacts, 'read' | 'answer'>(WEDDING_TEXTS.notFound, {
  read: eitherParty,
  answer: desk,
});

export const paymentPolicy = definePolicy<PartiesFacts, 'read' | 'refund'>(
  PAYMENT_ERRORS.paymentNotFound,
  { read: eitherParty, refund: desk },
);

/** A customer's transfer with proof (docs/product/payments.md#bank-transfer-and-raast): its
 * customer and the business's desk read it and its photo; the desk answers it. */
export const transferPolicy = definePolicy<PartiesFacts, 'read' | 'answer'>(
  TRANSFER_TEXTS.notFound,
  { read: eitherParty, answer: desk },
);
