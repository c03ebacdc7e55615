// Record payment (docs/product/decisions.md#payments-ledger): amount, advance or balance, method, transaction id
// and the day received, checked with the shared recordPaymentSchema before it is sent.
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import type { Receivable } from '@baraat/shared/schemas/receivables';
import { type FormEvent, useRef, useState } from 'react';
import { MethodFields } from '@/components/payments/method-fields';
import { DateField } from '@/components/ui/date-field';
import { FormSummary } from '@/components/ui/form-summary';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { toApiError } from '@/lib/http';
import { useForm } from '@/lib/use-form';
import { useRecordPayment } from '../api/record-payment';

const RULES = {
  schema: () => import('@baraat/shared/schemas/payments').then((s) => s.recordPaymentSchema),
  show: 'submit',
} as const;

export function RecordPaymentModal({
  ownerId,
  booking,
  onClose,
  onRecorded,
}: {
  ownerId: number;
  booking: Receivable;
  onClose: () => void;
  onRecorded: () => void;
}) {
  const form = useForm(
    {
      booking_id: String(booking.booking_id),
      amount: booking.outstanding_amount > 0 ? String(booking.outstanding_amount) : '',
      kind: booking.paid_amount > 0 ? 'balance' : 'advance',
      method: 'cash',
      reference: '',
      paid_on: todayInPakistan(),
    },
    RULES,
  );
  const record = useRecordPayment(ownerId);
  const [general, setGeneral] = useState<string>();
  const [saving, setSaving] = useState(false);
  // One key per payment: a retry of the same values (after a lost answer) reuses it, so the
  // server records it once; changed values are another payment and get a new key.
  const sent = useRef<{ body: string; key: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = await form.check();
    if (!checked.ok) return;
    const body = JSON.stringify(checked.data);
    if (sent.current?.body !== body) sent.current = { body, key: crypto.randomUUID() };
    setSaving(true);
    setGeneral(undefined);
    try {
      await record.mutateAsync({ input: checked.data, key: sent.current.key });
      onRecorded();
    } catch (failure) {
      const apiError = toApiError(failure);
      form.report(apiError.fieldErrors());
      setGeneral(apiError.detail ?? apiError.message);
      setSaving(false);
    }
  };

  return (
    <Modal labelledBy="record-payment-title" onClose={onClose}>
      <form ref={form.formRef} className="form" onSubmit={submit} noValidate>
        <h2 id="record-payment-title">Record payment</h2>
        <p>
          Booking #{booking.booking_id} · {booking.customer_name} · {formatDate(booking.event_date)}
          <br />
          Total {formatPkr(booking.total_amount)} · Paid {formatPkr(booking.paid_amount)} ·
          Outstanding {formatPkr(booking.outstanding_amount)}
        </p>
        <TextField label="Amount (Rs)" inputMode="numeric" required {...form.bind('amount')} />
        <SelectField label="Payment" required {...form.bind('kind')}>
          <option value="advance">Advance</option>
          <option value="balance">Balance</option>
        </SelectField>
        <MethodFields method={form.bind('method')} reference={form.bind('reference')} />
        <DateField label="Date received" max={todayInPakistan()} {...form.bind('paid_on')} />
        <p className="muted">The customer sees this payment on their Payments tab.</p>
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
