import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { DialogFooter } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/textarea-field';
import { toApiError } from '@/lib/http';
import { useForm } from '@/lib/use-form';
import { createReview } from '../api/create-review';
import { updateReview } from '../api/update-review';

type Values = { rating: string; review_text: string };

// An edit is checked by the creation schema too: both share the rating and text rules, and
// the form always knows its booking.
const loadSchema = () => import('@baraat/shared/schemas/reviews').then((s) => s.createReviewSchema);

interface ReviewFormProps {
  bookingId: number;
  vendorName: string;
  existing?: { review_id: number; rating: number; review_text: string } | undefined;
  onDone: () => void;
  onCancel: () => void;
}

/** Write or edit a review (docs/product/booking.md#reviews): rating 5 by default, text required. */
export function ReviewForm({ bookingId, vendorName, existing, onDone, onCancel }: ReviewFormProps) {
  const { t } = useLingui();
  const form = useForm(
    { rating: String(existing?.rating ?? 5), review_text: existing?.review_text ?? '' },
    {
      schema: loadSchema,
      payload: (values: Values) => ({ booking_id: bookingId, ...values }),
      show: 'submit',
    },
  );
  const { rating, review_text: text } = form.values;
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!(await form.check()).ok) return;
    setSaving(true);
    try {
      const review = { rating: Number(rating), review_text: text };
      if (existing) await updateReview(existing.review_id, review);
      else await createReview({ booking_id: bookingId, ...review });
      onDone();
    } catch (failure) {
      const apiError = toApiError(failure);
      setError(apiError.detail ?? apiError.issues[0]?.msg ?? t`Failed to save review`);
      setSaving(false);
    }
  };

  return (
    <form
      className="form review-form"
      onSubmit={submit}
      noValidate
      aria-label={t`Review of ${vendorName}`}
    >
      {error && <Alert tone="error">{error}</Alert>}
      <SelectField
        label={t`Rating`}
        value={rating}
        onChange={(e) => form.set('rating', e.target.value)}
      >
        {[5, 4, 3, 2, 1].map((n) => (
          <option key={n} value={n}>
            {'★'.repeat(n)} ({n})
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t`Your review`}
        rows={3}
        value={text}
        onChange={(e) => form.set('review_text', e.target.value)}
        error={form.shown.review_text}
        required
      />
      <DialogFooter
        action={existing ? t`Update Review` : t`Submit Review`}
        busy={saving}
        onCancel={onCancel}
      />
    </form>
  );
}
