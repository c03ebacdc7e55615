// What each named refusal of the database means to a person: the one table from a
// unique index's or a trigger's name (db/constraints.ts) to its answer, applied by the error
// middleware. Services check the same rules first and name the clash in their own words;
// these answer a write that got past them (two writers at once, code that forgot to check).
import { REQUEST_ERRORS } from '@baraat/shared/constants/business-requests';
import { SLOT_TEXTS } from '@baraat/shared/domain/slot-times';
import { BOOKING_ERRORS } from '@baraat/shared/schemas/bookings';
import { REVIEW_ERRORS } from '@baraat/shared/schemas/reviews';
import { ConstraintError } from '../db/constraints';
import { AppError } from './errors';

export const CONSTRAINT_REFUSALS: Record<string, { status: number; detail: string }> = {
  /** 0019: one accepted (or completed) booking per slot. */
  bookings_one_accepted_per_slot: { status: 409, detail: BOOKING_ERRORS.slotTaken },
  /** 0019: one open request per customer and slot. */
  bookings_one_request_per_customer_slot: { status: 409, detail: BOOKING_ERRORS.alreadyRequested },
  /** 0028: a hall or team held by two bookings at overlapping times. */
  resource_double_booked: { status: 409, detail: REQUEST_ERRORS.hallBooked },
  /** 0009: one review per booking. */
  reviews_one_per_booking: { status: 409, detail: REVIEW_ERRORS.alreadyReviewed },
  /** 0018: two live slots of one hall or team overlapping. */
  slot_overlap: { status: 409, detail: SLOT_TEXTS.hallHasSlot },
};

/** The answer to a refusal the table names; anything else is not a refusal it knows. */
export function constraintRefusal(error: unknown): AppError | undefined {
  if (!(error instanceof ConstraintError)) return undefined;
  const refusal = CONSTRAINT_REFUSALS[error.constraint];
  return refusal && new AppError(refusal.status, refusal.detail);
}
