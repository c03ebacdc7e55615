import { capitalize } from '@baraat/shared/domain/format';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FilterChips } from '@/components/ui/filter-chips';
import { link } from '@/config/paths';
import { type CustomerBooking, confirmAndCancel } from '@/features/bookings/api/my-bookings';
import { BookingCard } from '@/features/bookings/components/booking-card';
import { showToast } from '@/lib/toasts';
import { type CustomerReview, deleteReview, type Favorite, removeFavorite } from './api';
import { ReviewForm } from './review-form';

const CHIPS = ['all', 'pending', 'confirmed', 'declined'] as const;
type BookingChip = (typeof CHIPS)[number];

/** The dashboard's text when a cancel fails without a server detail (001 §9). */
export const CANCEL_FAILED = 'Failed to cancel booking';
export const toastError = (message: string) => showToast('error', message);

/** The dashboard's word for a booking (001 §4): declined, confirmed, else pending. */
export function chipOf(booking: CustomerBooking): BookingChip | 'other' {
  if (booking.status === 'declined') return 'declined';
  if (booking.status === 'verified' || booking.status === 'completed') return 'confirmed';
  if (booking.status === 'pending') return 'pending';
  return 'other';
}

interface BookingsTabProps {
  bookings: CustomerBooking[];
  reviews: CustomerReview[];
  onChanged: () => void;
}

export function BookingsTab({ bookings, reviews, onChanged }: BookingsTabProps) {
  const [chip, setChip] = useState<BookingChip>('all');
  const [reviewing, setReviewing] = useState<number | null>(null);
  const count = (name: BookingChip) =>
    name === 'all' ? bookings.length : bookings.filter((b) => chipOf(b) === name).length;
  const shown = chip === 'all' ? bookings : bookings.filter((b) => chipOf(b) === chip);
  const reviewed = new Set(reviews.map((r) => r.booking?.booking_id));

  const cancel = async (id: number) => {
    if (await confirmAndCancel(id, CANCEL_FAILED, toastError)) onChanged();
  };

  return (
    <section aria-label="My Bookings">
      <FilterChips
        label="Filter bookings"
        options={CHIPS.map((name) => [name, `${capitalize(name)} (${count(name)})`] as const)}
        value={chip}
        onChange={setChip}
      />
      {shown.length === 0 && <p className="muted">No bookings here yet.</p>}
      <ul className="booking-list">
        {shown.map((booking) => (
          <BookingCard
            key={booking.booking_id}
            booking={booking}
            status={chipOf(booking)}
            label={chipOf(booking) === 'other' ? 'Cancelled' : chipOf(booking)}
            onCancel={cancel}
            actions={
              chipOf(booking) === 'confirmed' &&
              booking.page_status === 'past' &&
              !reviewed.has(booking.booking_id) && (
                <button
                  type="button"
                  className="button button-small"
                  onClick={() => setReviewing(booking.booking_id)}
                >
                  Leave Review
                </button>
              )
            }
          >
            {reviewing === booking.booking_id && (
              <ReviewForm
                bookingId={booking.booking_id}
                vendorName={booking.business.business_name}
                onCancel={() => setReviewing(null)}
                onDone={() => {
                  setReviewing(null);
                  showToast('success', 'Review saved');
                  onChanged();
                }}
              />
            )}
          </BookingCard>
        ))}
      </ul>
    </section>
  );
}

export function FavoritesTab({
  favorites,
  onChanged,
}: {
  favorites: Favorite[];
  onChanged: () => void;
}) {
  const remove = async (businessId: number) => {
    if (!window.confirm('Remove this vendor from your favorites?')) return;
    try {
      await removeFavorite(businessId);
      onChanged();
    } catch {
      showToast('error', 'Failed to remove from favorites');
    }
  };
  if (favorites.length === 0)
    return <p className="muted">No favourite vendors yet. Save vendors from their profiles.</p>;
  return (
    <ul className="related-grid" aria-label="Favorite vendors">
      {favorites.map((favorite) => (
        <li key={favorite.id} className="package-card">
          <Link to={link.vendorProfile(favorite.business.slug)}>
            <strong>{favorite.business.business_name}</strong>
          </Link>
          <p className="muted">
            {favorite.business.user_business_mapping.business_type.business_type_name} ·{' '}
            {favorite.business.city_name}
          </p>
          <p>★ {favorite.business.rating.toFixed(1)}</p>
          <button
            type="button"
            className="button button-small button-secondary"
            onClick={() => remove(favorite.business_id)}
          >
            Remove
          </button>
        </li>
      ))}
    </ul>
  );
}

export function ReviewsTab({
  reviews,
  onChanged,
}: {
  reviews: CustomerReview[];
  onChanged: () => void;
}) {
  const [editing, setEditing] = useState<number | null>(null);
  const remove = async (id: number) => {
    if (!window.confirm('Are you sure you want to delete this review?')) return;
    try {
      await deleteReview(id);
      onChanged();
    } catch {
      showToast('error', 'Failed to delete review');
    }
  };
  if (reviews.length === 0)
    return (
      <p className="muted">
        No reviews yet. You can review a confirmed booking once its date has passed.
      </p>
    );
  return (
    <ul className="review-list" aria-label="My reviews">
      {reviews.map((review) => (
        <li key={review.review_id}>
          <p>
            <strong>{review.business.business_name}</strong>{' '}
            <span className="rating">{'★'.repeat(review.rating)}</span>
          </p>
          {editing === review.review_id && review.booking ? (
            <ReviewForm
              bookingId={review.booking.booking_id}
              vendorName={review.business.business_name}
              existing={review}
              onCancel={() => setEditing(null)}
              onDone={() => {
                setEditing(null);
                onChanged();
              }}
            />
          ) : (
            <>
              <p>{review.review_text}</p>
              <div className="button-row">
                <button
                  type="button"
                  className="button button-small button-secondary"
                  onClick={() => setEditing(review.review_id)}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="button button-small button-secondary"
                  onClick={() => remove(review.review_id)}
                >
                  Delete
                </button>
              </div>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
