import { all, get, run } from '../../db/engine';

export interface ReviewBookingRow {
  id: number;
  customer_user_id: number;
  business_id: number;
  status: string;
  date: string;
}

export interface CustomerReviewRow {
  id: number;
  rating: number;
  comment: string;
  created_at: string;
  modified_at: string;
  business_id: number;
  /** Its writer. */
  user_id: number;
  business_name: string;
  slug: string;
  booking_id: number | null;
  date: string | null;
}

const SELECT = `SELECT r.id, r.rating, r.comment, r.created_at, r.modified_at, r.business_id,
    r.user_id, b.business_name, b.slug, r.booking_id, s.date
  FROM reviews r JOIN businesses b ON b.id = r.business_id
  LEFT JOIN bookings k ON k.id = r.booking_id LEFT JOIN slots s ON s.id = k.slot_id`;

export interface NewReview {
  business_id: number;
  user_id: number;
  booking_id: number;
  reviewer_name: string;
  rating: number;
  comment: string;
  now: string;
}

/** Reviews' SQL as steps, on either engine (docs/architecture.md#10-two-engines). */
export const reviewsRepo = {
  *booking(id: number) {
    return yield* get<ReviewBookingRow>(
      `SELECT k.id, k.customer_user_id, k.business_id, k.status, s.date
       FROM bookings k JOIN slots s ON s.id = k.slot_id WHERE k.id = @id`,
      { id },
    );
  },
  /** The name a review shows: the first name and the last name's initial. */
  *reviewerName(userId: number) {
    const row = yield* get<{ first_name: string; last_name: string | null }>(
      'SELECT first_name, last_name FROM users WHERE id = @userId',
      { userId },
    );
    return row!.last_name ? `${row!.first_name} ${row!.last_name.charAt(0)}.` : row!.first_name;
  },
  *reviewOfBooking(bookingId: number) {
    return (yield* get<{ id: number }>('SELECT id FROM reviews WHERE booking_id = @bookingId', {
      bookingId,
    }))?.id;
  },
  *insert(row: NewReview) {
    const inserted = yield* get<{ id: number }>(
      `INSERT INTO reviews (business_id, user_id, booking_id, reviewer_name, rating, comment,
         created_at, modified_at)
       VALUES (@business_id, @user_id, @booking_id, @reviewer_name, @rating, @comment, @now, @now)
       RETURNING id`,
      row,
    );
    return inserted!.id;
  },
  *ofUser(userId: number) {
    return yield* all<CustomerReviewRow>(
      `${SELECT} WHERE r.user_id = @userId ORDER BY r.created_at DESC, r.id DESC`,
      { userId },
    );
  },
  *byId(id: number) {
    return yield* get<CustomerReviewRow>(`${SELECT} WHERE r.id = @id`, { id });
  },
  *update(id: number, rating: number | undefined, comment: string | undefined, now: string) {
    yield* run(
      `UPDATE reviews SET rating = coalesce(CAST(@rating AS INTEGER), rating),
         comment = coalesce(CAST(@comment AS TEXT), comment), modified_at = @now WHERE id = @id`,
      { id, rating: rating ?? null, comment: comment ?? null, now },
    );
  },
  *remove(id: number) {
    yield* run('DELETE FROM reviews WHERE id = @id', { id });
  },
  /** The business's rating and count always follow its reviews (docs/product/texts.md#limits:
   * one decimal). */
  *recount(businessId: number) {
    yield* run(
      `UPDATE businesses SET
         rating = coalesce((SELECT round(avg(rating), 1) FROM reviews WHERE business_id = @id), 0),
         review_count = (SELECT count(*) FROM reviews WHERE business_id = @id)
       WHERE id = @id`,
      { id: businessId },
    );
  },
};
