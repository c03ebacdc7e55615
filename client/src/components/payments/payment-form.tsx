// The one Record payment form (docs/product/payments.md#recording-a-payment), for a booking's
// payment and a wedding's: the amount, the method and transaction ID, the day received, each
// form's own fields where they belong, one Idempotency-Key kept while the input is unchanged
// (a retry after a lost answer is recorded once), the server's refusal beside its field or
// in the summary above the buttons, and, with no signal, the payment queued in the outbox
// under that key (lib/outbox-send.ts), said so and the form closed.
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@baraat/shared/schemas/payments';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, type RefObject, useState } from 'react';
import { DateField } from '@/components/ui/date-field';
import { FormSummary } from '@/components/ui/form-summary';
import { DialogFooter, Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { toApiError } from '@/lib/http';
import type { SendOutcome } from '@/lib/outbox-send';
import { showToast } from '@/lib/toasts';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';

/** What a form's `bind(field)` gives (lib/use-form.ts). */
interface Bound {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
  error?: string | undefined;
}

/** `method` and `reference`: the form's `bind('method')` and `bind('reference')`. */
function MethodFields({ method, reference }: { method: Bound; reference: Bound }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <SelectField label={t`Method`} required {...method}>
        {PAYMENT_METHODS.map((value) => (
          <option key={value} value={value}>
            {i18n._(PAYMENT_METHOD_LABELS[value])}
          </option>
        ))}
      </SelectField>
      <TextField label={t`Transaction ID`} hint={t`From the receipt, if any`} {...reference} />
    </>
  );
}

/** What the form needs of a `useForm` (lib/use-form.ts) whose values hold a payment's fields. */
export interface PaymentForm<Data> {
  formRef: RefObject<HTMLFormElement | null>;
  bind: (field: 'amount' | 'method' | 'reference' | 'paid_on') => Bound;
  check: () => Promise<{ ok: true; data: Data } | { ok: false }>;
  report: (errors: Record<string, string>) => void;
  showErrors: () => void;
}

export interface RecordPaymentFormProps<Data, Answer> {
  titleId: string;
  /** What the payment is against, under the title. */
  intro: ReactNode;
  form: PaymentForm<Data>;
  /** Records it, or queues it; throws an ApiError for the server's refusal. */
  send: (data: Data, key: string) => Promise<SendOutcome<Answer>>;
  /** The server has it: its answer (the form stays open until the caller closes it). */
  onSent: (answer: Answer) => void;
  onClose: () => void;
  /** Fields before the amount (a wedding's payer). */
  payer?: ReactNode;
  /** Fields after the amount (a booking's advance or balance). */
  kind?: ReactNode;
  /** Fields after the method (a wedding's note). */
  note?: ReactNode;
  /** A line above the summary. */
  footnote?: ReactNode;
}

export function RecordPaymentForm<Data, Answer>({
  titleId,
  intro,
  form,
  send,
  onSent,
  onClose,
  payer,
  kind,
  note,
  footnote,
}: RecordPaymentFormProps<Data, Answer>) {
  const { t } = useLingui();
  const keyFor = useIdempotencyKey();
  const [general, setGeneral] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = await form.check();
    if (!checked.ok) return;
    setSaving(true);
    setGeneral(undefined);
    try {
      const outcome = await send(checked.data, keyFor(checked.data));
      if (outcome.sent) onSent(outcome.answer);
      else if (outcome.queued) {
        // PAYMENT_QUEUED's words (payment-texts.ts), which the specs compare.
        showToast(
          'info',
          t`No signal: the payment is saved on this device and will be recorded when you are back online.`,
        );
        onClose();
      } else {
        setGeneral(outcome.reason);
        form.showErrors();
      }
    } catch (failure) {
      const apiError = toApiError(failure);
      form.report(apiError.fieldErrors());
      setGeneral(apiError.detail ?? apiError.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      <form ref={form.formRef} className="form" onSubmit={submit} noValidate>
        <h2 id={titleId}>
          <Trans>Record payment</Trans>
        </h2>
        <p>{intro}</p>
        {payer}
        <TextField label={t`Amount (Rs)`} inputMode="numeric" required {...form.bind('amount')} />
        {kind}
        <MethodFields method={form.bind('method')} reference={form.bind('reference')} />
        {note}
        <DateField label={t`Date received`} max={todayInPakistan()} {...form.bind('paid_on')} />
        {footnote}
        <FormSummary message={general} />
        <DialogFooter
          action={t`Record payment`}
          busyLabel={t`Saving...`}
          busy={saving}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
