import { dateOfMoment, formatDate, formatRating } from '@baraat/shared/domain/format';
import type { VendorReview } from '@baraat/shared/schemas/vendor-profile';
import { reviewSummary } from '../package-rules';

interface ReviewsSectionProps {
  reviews: VendorReview[];
  distribution: Record<string, number>;
}

export function ReviewsSection({ reviews, distribution }: ReviewsSectionProps) {
  const summary = reviewSummary(distribution);
  return (
    <section className="profile-section" aria-labelledby="reviews-title">
      <h2 id="reviews-title">Customer Reviews</h2>
      {summary.total === 0 ? (
        <p className="muted">No reviews yet.</p>
      ) : (
        <>
          <div className="review-summary">
            <p className="review-average">
              <strong>{formatRating(summary.average)}</strong> out of 5 · {summary.total} reviews
            </p>
            <ul className="star-bars" aria-label="Ratings by stars">
              {summary.stars.map(({ star, count }) => (
                <li key={star}>
                  <span>{star} star</span>
                  <meter
                    min={0}
                    max={summary.total}
                    value={count}
                    aria-label={`${star} star reviews`}
                  />
                  <span>{count}</span>
                </li>
              ))}
            </ul>
          </div>
          <ul className="review-list">
            {reviews.map((review) => (
              <li key={review.review_id}>
                <p>
                  <strong>{review.reviewer_name}</strong>{' '}
                  <span className="rating">{'★'.repeat(review.rating)}</span>{' '}
                  <span className="muted">{formatDate(dateOfMoment(review.created_at))}</span>
                </p>
                <p>{review.comment}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
