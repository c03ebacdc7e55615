import { dateOfMoment, formatDate, formatRating } from '@baraat/shared/domain/format';
import type { VendorReview } from '@baraat/shared/schemas/vendor-profile';
import { Trans, useLingui } from '@lingui/react/macro';
import { reviewSummary } from '../package-rules';

interface ReviewsSectionProps {
  reviews: VendorReview[];
  distribution: Record<string, number>;
}

export function ReviewsSection({ reviews, distribution }: ReviewsSectionProps) {
  const { t } = useLingui();
  const summary = reviewSummary(distribution);
  const average = formatRating(summary.average);
  const total = summary.total;
  return (
    <section className="profile-section" aria-labelledby="reviews-title">
      <h2 id="reviews-title">
        <Trans>Customer Reviews</Trans>
      </h2>
      {summary.total === 0 ? (
        <p className="muted">
          <Trans>No reviews yet.</Trans>
        </p>
      ) : (
        <>
          <div className="review-summary">
            <p className="review-average">
              <Trans>
                <strong>{average}</strong> out of 5 · {total} reviews
              </Trans>
            </p>
            <ul className="star-bars" aria-label={t`Ratings by stars`}>
              {summary.stars.map(({ star, count }) => (
                <li key={star}>
                  <span>
                    <Trans>{star} star</Trans>
                  </span>
                  <meter
                    min={0}
                    max={summary.total}
                    value={count}
                    aria-label={t`${star} star reviews`}
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
                  <strong translate="no">{review.reviewer_name}</strong>{' '}
                  <span className="rating">{'★'.repeat(review.rating)}</span>{' '}
                  <span className="muted">{formatDate(dateOfMoment(review.created_at))}</span>
                </p>
                <p translate="no" dir="auto">
                  {review.comment}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
