// The customer's proof of a transfer (docs/product/payments.md#bank-transfer-and-raast): method,
// amount, transaction ID (the shared schema's rules) and the receipt photo, sent as one form.
import { MEDIA_IMAGE_TYPES } from '@baraat/shared/constants/business-media';
import { TRANSFER_TEXTS, type TransferMethod } from '@baraat/shared/schemas/transfers';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { toApiError } from '@/lib/http';
import { showToast } from '@/lib/toasts';
import { useForm } from '@/lib/use-form';
import { useSendTransfer } from '../api/send-transfer';

const RULES = {
  schema: () =>
    import('@baraat/shared/schemas/transfers').then((s) =>
      s.submitTransferFormSchema.omit({ booking_id: true, wedding_id: true }),
    ),
  show: 'submit',
} as const;

export function TransferForm({
  target,
  amountDue,
  onSent,
}: {
  target: { booking_id?: number | undefined; wedding_id?: number | undefined };
  amountDue: number;
  onSent: () => void;
}) {
  const { t, i18n } = useLingui();
  const form = useForm(
    {
      method: 'bank_transfer',
      amount: amountDue > 0 ? String(amountDue) : '',
      reference: '',
    },
    RULES,
  );
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string>();
  const send = useSendTransfer();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = await form.check();
    setPhotoError(photo ? undefined : i18n._(TRANSFER_TEXTS.photoRequired));
    if (!checked.ok || !photo) return;
    try {
      await send.mutateAsync({
        target,
        method: checked.data.method as TransferMethod,
        amount: checked.data.amount,
        reference: checked.data.reference,
        photo,
      });
      showToast('success', i18n._(TRANSFER_TEXTS.sent));
      onSent();
    } catch (error) {
      const apiError = toApiError(error);
      const fields = apiError.fieldErrors();
      if (fields.file) setPhotoError(fields.file);
      if (apiError.issues.length > 0) form.report(fields);
      else showToast('error', apiError.message);
    }
  };

  return (
    <form
      ref={form.formRef}
      noValidate
      className="transfer-form"
      onSubmit={(event) => void submit(event)}
    >
      <SelectField label={t`Method`} required {...form.bind('method')}>
        <option value="bank_transfer">{t`Bank transfer`}</option>
        <option value="raast">Raast</option>
      </SelectField>
      <TextField label={t`Amount (Rs)`} inputMode="numeric" required {...form.bind('amount')} />
      <TextField
        label={t`Transaction ID`}
        required
        autoComplete="off"
        hint={t`From your banking app's receipt`}
        {...form.bind('reference')}
      />
      <div className="field">
        <label htmlFor="transfer-photo">
          <Trans>Receipt photo</Trans>
        </label>
        <input
          id="transfer-photo"
          type="file"
          accept={MEDIA_IMAGE_TYPES.join(',')}
          aria-invalid={photoError ? true : undefined}
          aria-describedby={photoError ? 'transfer-photo-error' : undefined}
          onChange={(event) => {
            setPhoto(event.target.files?.[0] ?? null);
            setPhotoError(undefined);
          }}
        />
        {photoError && (
          <p id="transfer-photo-error" className="field-error">
            {photoError}
          </p>
        )}
      </div>
      <button type="submit" className="button" disabled={send.isPending}>
        {send.isPending ? t`Sending...` : t`Send proof`}
      </button>
    </form>
  );
}
