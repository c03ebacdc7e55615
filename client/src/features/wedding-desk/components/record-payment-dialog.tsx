// Record payment against a wedding (docs/product/weddings.md#payments-of-a-wedding): the one
// Record payment form with the payer (quick choices for either family) and a note, the amount
// the next instalment's outstanding to start with; queued when there is no signal.
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { formatPkr } from '@baraat/shared/domain/format';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import { PAYER_NAME_MAX, WEDDING_TEXTS } from '@baraat/shared/schemas/weddings';
import { RecordPaymentForm } from '@/components/payments/payment-form';
import { TextField } from '@/components/ui/text-field';
import { showToast } from '@/lib/toasts';
import { useForm } from '@/lib/use-form';
import { recordWeddingPayment } from '../api/record-wedding-payment';
import { useTakeWedding } from '../api/wedding-writes';
import { suggestedAmount } from '../wedding-view';

const RULES = {
  schema: () => import('@baraat/shared/schemas/weddings').then((s) => s.recordWeddingPaymentSchema),
  show: 'submit',
} as const;

export const PAYER_CHOICES = ["Bride's family", "Groom's family"] as const;

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
  const next = wedding.next_instalment;

  return (
    <RecordPaymentForm
      titleId="wedding-payment-title"
      form={form}
      onClose={onClose}
      send={(payment, key) => recordWeddingPayment(ownerId, wedding.wedding_id, payment, key)}
      onSent={(recorded) => {
        take(recorded);
        showToast('success', WEDDING_TEXTS.paymentRecorded);
        onClose();
      }}
      intro={
        <>
          {wedding.title} · Outstanding {formatPkr(wedding.outstanding)}
          {next && (
            <>
              <br />
              Next: {next.label}, {formatPkr(next.outstanding)} still owed
            </>
          )}
        </>
      }
      payer={
        <>
          <TextField
            label="Payer"
            required
            maxLength={PAYER_NAME_MAX}
            {...form.bind('payer_name')}
          />
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
        </>
      }
      note={<TextField label="Note" hint="The customer sees it too" {...form.bind('note')} />}
    />
  );
}
