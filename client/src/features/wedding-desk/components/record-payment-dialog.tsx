// Record payment against a wedding (docs/product/weddings.md#payments-of-a-wedding): the one
// Record payment form with the payer (quick choices for either family) and a note, the amount
// the next instalment's outstanding to start with; queued when there is no signal.
import { todayInPakistan } from '@baraat/shared/domain/dates';
import { formatPkr } from '@baraat/shared/domain/format';
import type { Wedding } from '@baraat/shared/schemas/wedding-answers';
import { PAYER_NAME_MAX, WEDDING_TEXTS } from '@baraat/shared/schemas/weddings';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

/** The quick payers, written into Payer in the reader's language. */
export const PAYER_CHOICES: readonly MessageDescriptor[] = [
  msg`Bride's family`,
  msg`Groom's family`,
];

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
  const { t, i18n } = useLingui();
  const title = wedding.title;
  const outstanding = formatPkr(wedding.outstanding);

  return (
    <RecordPaymentForm
      titleId="wedding-payment-title"
      form={form}
      onClose={onClose}
      send={(payment, key) => recordWeddingPayment(ownerId, wedding.wedding_id, payment, key)}
      onSent={(recorded) => {
        take(recorded);
        showToast('success', i18n._(WEDDING_TEXTS.paymentRecorded));
        onClose();
      }}
      intro={
        <>
          <Trans>
            {title} · Outstanding <bdi>{outstanding}</bdi>
          </Trans>
          {next && (
            <>
              <br />
              <NextInstalment label={next.label} outstanding={next.outstanding} />
            </>
          )}
        </>
      }
      payer={
        <>
          <TextField
            label={t`Payer`}
            required
            maxLength={PAYER_NAME_MAX}
            {...form.bind('payer_name')}
          />
          <div className="button-row payer-choices">
            {PAYER_CHOICES.map((choice) => {
              const payer = i18n._(choice);
              return (
                <button
                  key={payer}
                  type="button"
                  className="button button-small button-secondary"
                  aria-pressed={form.values.payer_name === payer}
                  onClick={() => form.set('payer_name', payer)}
                >
                  {payer}
                </button>
              );
            })}
          </div>
        </>
      }
      note={<TextField label={t`Note`} hint={t`The customer sees it too`} {...form.bind('note')} />}
    />
  );
}

/** "Next: Advance, Rs 50,000 still owed": the instalment the amount starts from. */
function NextInstalment({ label, outstanding }: { label: string; outstanding: number }) {
  const owed = formatPkr(outstanding);
  return (
    <Trans>
      Next: {label}, <bdi>{owed}</bdi> still owed
    </Trans>
  );
}
