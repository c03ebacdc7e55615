import { capitalize } from '@baraat/shared/domain/format';
import { useState } from 'react';
import { FilterChips } from '@/components/ui/filter-chips';
import { CANCEL_FAILED, confirmAndCancel } from '@/features/bookings/api/cancel-booking';
import type { CustomerBooking } from '@/features/bookings/api/get-my-bookings';
import { BOOKING_CHIPS, type BookingChip, chipOf } from '@/features/bookings/booking-chip';
import { BookingCard } from '@/features/bookings/components/booking-card';
import type { CustomerReview } from '@/features/reviews/api/get-my-reviews';
import { ReviewForm } from '@/features/reviews/components/review-form';
import { showToast } from '@/lib/toasts';

const toastError = (message: string) => showToast('error', message);

interface BookingsTabProps {
  bookings: CustomerBooking[];
  reviews: CustomerReview[];
  onChanged: () => void;
}

/** My Bookings (001 §2): the customer's bookings by dashboard word; a past confirmed one
 * can be reviewed in place. */
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
        options={BOOKING_CHIPS.map(
          (name) => [name, `${capitalize(name)} (${count(name)})`] as const,
        )}
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
