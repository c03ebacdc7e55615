import type { CustomerReview } from '@baraat/shared/schemas/reviews';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { showToast } from '@/lib/toasts';
import { deleteReview } from '../api/delete-review';
import { ReviewForm } from './review-form';

/** The customer's reviews (docs/product/booking.md#reviews): edit in place or delete. */
export function MyReviews({
  reviews,
  onChanged,
}: {
  reviews: CustomerReview[];
  onChanged: () => void;
}) {
  const { t } = useLingui();
  const [editing, setEditing] = useState<number | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const remove = async (id: number) => {
    const question = t`Are you sure you want to delete this review?`;
    if (!(await confirm({ question, confirmLabel: t`Delete` }))) return;
    try {
      await deleteReview(id);
      onChanged();
    } catch {
      showToast('error', t`Failed to delete review`);
    }
  };
  if (reviews.length === 0)
    return (
      <p className="muted">
        <Trans>No reviews yet. You can review a confirmed booking once its date has passed.</Trans>
      </p>
    );
  return (
    <>
      <ul className="review-list" aria-label={t`My reviews`}>
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
                    <Trans>Edit</Trans>
                  </button>
                  <button
                    type="button"
                    className="button button-small button-secondary"
                    onClick={() => remove(review.review_id)}
                  >
                    <Trans>Delete</Trans>
                  </button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      {confirmDialog}
    </>
  );
}
