import type { CheckoutTarget } from '../api/start-checkout';

/** What a payment due (or a checkout) pays: its booking, else its wedding. */
export const targetOf = (due: {
  booking_id: number | null;
  wedding_id: number | null;
}): CheckoutTarget =>
  due.booking_id !== null ? { booking_id: due.booking_id } : { wedding_id: due.wedding_id! };
