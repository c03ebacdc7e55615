// Record payment against a booking (docs/product/decisions.md#payments-ledger): the one
// Record payment form with advance or balance, checked with the shared recordPaymentSchema;
// queued when there is no signal, as a wedding's payment is.
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import type { Receivable } from '@baraat/shared/schemas/receivables';
import { RecordPaymentForm } from '@/components/payments/payment-form';
import { SelectField } from '@/components/ui/select-field';
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

  return (
    <RecordPaymentForm
      titleId="record-payment-title"
      form={form}
      onClose={onClose}
      send={record}
      onSent={onRecorded}
      intro={
        <>
          Booking #{booking.booking_id} · {booking.customer_name} · {formatDate(booking.event_date)}
          <br />
          Total {formatPkr(booking.total_amount)} · Paid {formatPkr(booking.paid_amount)} ·
          Outstanding {formatPkr(booking.outstanding_amount)}
        </>
      }
      kind={
        <SelectField label="Payment" required {...form.bind('kind')}>
          <option value="advance">Advance</option>
          <option value="balance">Balance</option>
        </SelectField>
      }
      footnote={<p className="muted">The customer sees this payment on their Payments tab.</p>}
    />
  );
}
