// GET /api/payments/receivables: what the owner's Payments tab records payments against — the
// business's accepted bookings with something still due: their value (docs/product/texts.md#limits: package price ×
// number of people), what the ledger holds as paid, and what is left. A booking paid in full
// is not listed.
import { z } from 'zod';
import { HOLDS_SLOT } from '../domain/booking';
import { applyPage, pageFields } from './fields';
import { holdFields } from './holds';

export const receivablesQuerySchema = z.object({ ...pageFields() }).transform(applyPage);

const int = z.number().int();

export const receivableSchema = z.strictObject({
  booking_id: int,
  customer_name: z.string(),
  customer_email: z.string(),
  event_date: z.string(),
  event_time: z.string(),
  package_name: z.string().nullable(),
  number_of_people: int,
  /** A booking that holds its slot: verified until the event's day has passed, then completed. */
  status: z.enum(HOLDS_SLOT),
  total_amount: int,
  /** Completed payments; refunded ones no longer count. */
  paid_amount: int,
  /** What is still due: always above 0, as only bookings with something due are listed. */
  outstanding_amount: int,
  /** Its advance's deadline and its hold (docs/product/payments.md#holding-a-date). */
  ...holdFields,
});
export type Receivable = z.infer<typeof receivableSchema>;
