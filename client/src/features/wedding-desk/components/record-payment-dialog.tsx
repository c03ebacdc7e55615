// Record payment against a wedding (docs/product/weddings.md#payments-of-a-wedding): the payer
// (quick choices for either family), the amount (the next instalment's outstanding to start
// with), method, transaction ID, note and day received, checked with the shared schema; sent
// with an Idempotency-Key kept while the input is unchanged, and queued when there is no signal.
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { formatPkr } from '@baraat/shared/domain/format';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import { PAYER_NAME_MAX, WEDDING_TEXTS } from '@baraat/shared/schemas/weddings';
import { type FormEvent, useState } from 'react';
import { MethodFields } from '@/components/payments/method-fields';
import { DateField } from '@/components/ui/date-field';
import { FormSummary } from '@/components/ui/form-summary';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { toApiError } from '@/lib/http';
import { showToast } from '@/lib/toasts';
import { useForm } from '@/lib/use-form';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { recordWeddingPayment } from '../api/record-wedding-payment';
import { useTakeWedding } from '../api/wedding-writes';
import { suggestedAmount } from '../wedding-view';

const RULES = {
  schema: () => import('@baraat/shared/schemas/weddings').then((s) => s.recordWeddingPaymentSchema),
  show: 'submit',
} as const;

export const PAYER_CHOICES = ["Bride's family", "Groom's family"] as const;

export const PAYMENT_QUEUED =
  'No signal: the payment is saved on this device and will be recorded when you are back online.';

export function RecordPaymentDialog({
  ownerId,
  wedding,
  onClose,
}: {
  ownerId: number;
  wedding: Wedding;
  onClose: () => void;
}) {
  const amount = suggestedAmount(wedding);
  const form = useForm(
    {
      payer_name: '',
      amount: amount > 0 ? String(amount) : '',
      method: 'cash',
      reference: '',
      note: '',
      paid_on: todayInPakistan(),
    },
    RULES,
  );
  const take = useTakeWedding(ownerId);
  const keyFor = useIdempotencyKey();
  const [general, setGeneral] = useState<string>();
  const [saving, setSaving] = useState(false);
  const next = wedding.next_instalment;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = await form.check();
    if (!checked.ok) return;
    const key = keyFor(checked.data);
    setSaving(true);
    setGeneral(undefined);
    try {
      const outcome = await recordWeddingPayment(ownerId, wedding.wedding_id, checked.data, key);
      if (outcome.sent) {
        take(outcome.wedding);
        showToast('success', WEDDING_TEXTS.paymentRecorded);
      } else if (outcome.queued) {
        showToast('info', PAYMENT_QUEUED);
      } else {
        setGeneral(outcome.reason);
        form.showErrors();
        return;
      }
      onClose();
    } catch (failure) {
      const apiError = toApiError(failure);
      form.report(apiError.fieldErrors());
      setGeneral(apiError.detail ?? apiError.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal labelledBy="wedding-payment-title" onClose={onClose}>
      <form ref={form.formRef} className="form" onSubmit={submit} noValidate>
        <h2 id="wedding-payment-title">Record payment</h2>
        <p>
          {wedding.title} · Outstanding {formatPkr(wedding.outstanding)}
          {next && (
            <>
              <br />
              Next: {next.label}, {formatPkr(next.outstanding)} still owed
            </>
          )}
        </p>
        <TextField label="Payer" required maxLength={PAYER_NAME_MAX} {...form.bind('payer_name')} />
        <div className="button-row payer-choices">
          {PAYER_CHOICES.map((payer) => (
            <button
              key={payer}
              type="button"
              className="button button-small button-secondary"
              aria-pressed={form.values.payer_name === payer}
              onClick={() => form.set('payer_name', payer)}
            >
              {payer}
            </button>
          ))}
        </div>
        <TextField label="Amount (Rs)" inputMode="numeric" required {...form.bind('amount')} />
        <MethodFields method={form.bind('method')} reference={form.bind('reference')} />
        <TextField label="Note" hint="The customer sees it too" {...form.bind('note')} />
        <DateField label="Date received" max={todayInPakistan()} {...form.bind('paid_on')} />
        <FormSummary message={general} />
        <div className="button-row">
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button" disabled={saving}>
            {saving ? 'Saving...' : 'Record payment'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
