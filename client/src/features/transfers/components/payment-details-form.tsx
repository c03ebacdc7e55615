// The owner's payment details in Settings (docs/product/payments.md#bank-transfer-and-raast):
// account title, bank, IBAN and Raast ID, checked with the shared schema (the IBAN's mod-97
// check included) and saved together.
import type { PaymentDetails } from '@baraat/shared/schemas/transfers';
import { TRANSFER_TEXTS } from '@baraat/shared/schemas/transfers';
import { Trans, useLingui } from '@lingui/react/macro';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { toApiError } from '@/lib/http';
import { showToast } from '@/lib/toasts';
import { useForm } from '@/lib/use-form';
import { usePaymentDetails, useSavePaymentDetails } from '../api/get-payment-details';

const RULES = {
  schema: () => import('@baraat/shared/schemas/transfers').then((s) => s.paymentDetailsInputSchema),
  show: 'submit',
} as const;

export function PaymentDetailsSection() {
  const { t } = useLingui();
  const details = usePaymentDetails();
  return (
    <section className="settings-card" aria-labelledby="settings-payment-details">
      <h3 id="settings-payment-details">
        <Trans>Payment details</Trans>
      </h3>
      <p className="muted">
        <Trans>
          Customers see these to pay you by bank transfer or Raast. Baraat never holds their money.
        </Trans>
      </p>
      {details.isPending ? (
        <Spinner label={t`Loading payment details...`} />
      ) : details.isError ? (
        <RetryAlert onRetry={() => void details.refetch()}>{details.error.message}</RetryAlert>
      ) : (
        <PaymentDetailsForm saved={details.data} />
      )}
    </section>
  );
}

function PaymentDetailsForm({ saved }: { saved: PaymentDetails }) {
  const form = useForm(
    {
      account_title: saved.account_title ?? '',
      bank_name: saved.bank_name ?? '',
      iban: saved.iban ?? '',
      raast_id: saved.raast_id ?? '',
    },
    RULES,
  );
  const { t, i18n } = useLingui();
  const save = useSavePaymentDetails();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = await form.check();
    if (!checked.ok) return;
    try {
      await save.mutateAsync(form.values);
      showToast('success', i18n._(TRANSFER_TEXTS.detailsSaved));
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.issues.length > 0) form.report(apiError.fieldErrors());
      else showToast('error', apiError.message);
    }
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={(event) => void submit(event)}>
      <TextField label={t`Account title`} autoComplete="off" {...form.bind('account_title')} />
      <TextField label={t`Bank name`} autoComplete="off" {...form.bind('bank_name')} />
      <TextField
        label="IBAN"
        className="iban"
        autoComplete="off"
        spellCheck={false}
        hint={t`PK and 22 more letters and digits, spaces allowed`}
        {...form.bind('iban')}
      />
      <TextField
        label={t`Raast ID`}
        inputMode="tel"
        autoComplete="off"
        hint={t`Your mobile number, 03XXXXXXXXX`}
        {...form.bind('raast_id')}
      />
      <button type="submit" className="button" disabled={save.isPending}>
        {save.isPending ? t`Saving...` : t`Save payment details`}
      </button>
    </form>
  );
}
