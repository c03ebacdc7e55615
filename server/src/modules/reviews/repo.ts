import type { Db } from '../../db/connection';

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
  business_name: string;
  slug: string;
  booking_id: number | null;
  date: string | null;
}

export function createReviewsRepo(db: Db) {
  const booking = db.prepare<[number], ReviewBookingRow>(
    `SELECT k.id, k.customer_user_id, k.business_id, k.status, s.date
     FROM bookings k JOIN slots s ON s.id = k.slot_id WHERE k.id = ?`,
  );
  const reviewOfBooking = db.prepare<[number], { id: number }>(
    'SELECT id FROM reviews WHERE booking_id = ?',
  );
  const insert = db.prepare<{
    business_id: number;
    user_id: number;
    booking_id: number;
    reviewer_name: string;
    rating: number;
    comment: string;
    now: string;
  }>(
    `INSERT INTO reviews (business_id, user_id, booking_id, reviewer_name, rating, comment,
       created_at, modified_at)
     VALUES (@business_id, @user_id, @booking_id, @reviewer_name, @rating, @comment, @now, @now)`,
  );
  const SELECT = `SELECT r.id, r.rating, r.comment, r.created_at, r.modified_at, r.business_id,
      b.business_name, b.slug, r.booking_id, s.date
    FROM reviews r JOIN businesses b ON b.id = r.business_id
    LEFT JOIN bookings k ON k.id = r.booking_id LEFT JOIN slots s ON s.id = k.slot_id`;
  const ofUser = db.prepare<[number], CustomerReviewRow>(
    `${SELECT} WHERE r.user_id = ? ORDER BY r.created_at DESC, r.id DESC`,
  );
  const own = db.prepare<[number, number], CustomerReviewRow>(
    `${SELECT} WHERE r.id = ? AND r.user_id = ?`,
  );
  const update = db.prepare<{
    id: number;
    rating: number | null;
    comment: string | null;
    now: string;
  }>(
    `UPDATE reviews SET rating = coalesce(@rating, rating), comment = coalesce(@comment, comment),
       modified_at = @now WHERE id = @id`,
  );
  const remove = db.prepare<[number]>('DELETE FROM reviews WHERE id = ?');
  // The business's rating and count always follow its reviews (docs/product/texts.md#limits: one decimal).
  const recount = db.prepare<{ id: number }>(
    `UPDATE businesses SET
       rating = coalesce((SELECT round(avg(rating), 1) FROM reviews WHERE business_id = @id), 0),
       review_count = (SELECT count(*) FROM reviews WHERE business_id = @id)
     WHERE id = @id`,
  );
  return {
    booking: (id: number) => booking.get(id),
    reviewOfBooking: (bookingId: number) => reviewOfBooking.get(bookingId)?.id,
    insert: (row: Parameters<typeof insert.run>[0]) => Number(insert.run(row).lastInsertRowid),
    ofUser: (userId: number) => ofUser.all(userId),
    own: (id: number, userId: number) => own.get(id, userId),
    update: (id: number, rating: number | undefined, comment: string | undefined, now: string) =>
      update.run({ id, rating: rating ?? null, comment: comment ?? null, now }),
    remove: (id: number) => remove.run(id),
    recount: (businessId: number) => recount.run({ id: businessId }),
  };
}
