// Record payment against a booking (docs/product/decisions.md#payments-ledger): the one
// Record payment form with advance or balance, checked with the shared recordPaymentSchema;
// queued when there is no signal, as a wedding's payment is.
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { formatDate, formatPkr } from '@baraat/shared/domain/format';
import type { Receivable } from '@baraat/shared/schemas/receivables';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const bookingId = booking.booking_id;
  const customer = booking.customer_name;
  const eventDate = formatDate(booking.event_date);
  const total = formatPkr(booking.total_amount);
  const paid = formatPkr(booking.paid_amount);
  const outstanding = formatPkr(booking.outstanding_amount);

  return (
    <RecordPaymentForm
      titleId="record-payment-title"
      form={form}
      onClose={onClose}
      send={record}
      onSent={onRecorded}
      intro={
        <>
          <Trans>
            Booking #<bdi>{bookingId}</bdi> · {customer} · {eventDate}
          </Trans>
          <br />
          <Trans>
            Total <bdi>{total}</bdi> · Paid <bdi>{paid}</bdi> · Outstanding <bdi>{outstanding}</bdi>
          </Trans>
        </>
      }
      kind={
        <SelectField label={t`Payment`} required {...form.bind('kind')}>
          <option value="advance">{t`Advance`}</option>
          <option value="balance">{t`Balance`}</option>
        </SelectField>
      }
      footnote={
        <p className="muted">
          <Trans>The customer sees this payment on their Payments tab.</Trans>
        </p>
      }
    />
  );
}
