import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/textarea-field';
import type { ApiError } from '@/lib/http';
import { createReview } from '../api/create-review';
import { updateReview } from '../api/update-review';

interface ReviewFormProps {
  bookingId: number;
  vendorName: string;
  existing?: { review_id: number; rating: number; review_text: string } | undefined;
  onDone: () => void;
  onCancel: () => void;
}

/** Write or edit a review (001 §4 "Review form modes"): rating 5 by default, text required. */
export function ReviewForm({ bookingId, vendorName, existing, onDone, onCancel }: ReviewFormProps) {
  const [rating, setRating] = useState(String(existing?.rating ?? 5));
  const [text, setText] = useState(existing?.review_text ?? '');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError('Review text is required');
      return;
    }
    setSaving(true);
    try {
      const review = { rating: Number(rating), review_text: text };
      if (existing) await updateReview(existing.review_id, review);
      else await createReview({ booking_id: bookingId, ...review });
      onDone();
    } catch (failure) {
      const apiError = failure as ApiError;
      setError(apiError.detail ?? apiError.issues[0]?.msg ?? 'Failed to save review');
      setSaving(false);
    }
  };

  return (
    <form
      className="form review-form"
      onSubmit={submit}
      noValidate
      aria-label={`Review of ${vendorName}`}
    >
      {error && <Alert tone="error">{error}</Alert>}
      <SelectField label="Rating" value={rating} onChange={(e) => setRating(e.target.value)}>
        {[5, 4, 3, 2, 1].map((n) => (
          <option key={n} value={n}>
            {'★'.repeat(n)} ({n})
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Your review"
        rows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        required
      />
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={saving}>
          {existing ? 'Update Review' : 'Submit Review'}
        </button>
      </div>
    </form>
  );
}
