// The owner's hold period and advance (docs/product/payments.md#holding-a-date): how many days
// an accepted booking is held for its advance, 0 for never, and what share of a single
// booking's total that advance is. Saved with the business (PUT /business/{id}).
import { ADVANCE_SETTING_TEXTS, parseAdvancePercent } from '@baraat/shared/domain/advance-setting';
import { HOLD_TEXTS, parseHoldDays } from '@baraat/shared/domain/holds';
import type { MyBusiness } from '@baraat/shared/schemas/businesses';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { HoldDaysField } from '@/components/hold-days-field';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/text-field';
import { toApiError } from '@/lib/http';
import { useUpdateBusiness } from '../api/update-business';

export function HoldPeriodForm({
  business,
  ownerId,
  heading: Heading,
}: {
  business: MyBusiness;
  ownerId: number;
  heading: 'h2' | 'h3';
}) {
  const { t, i18n } = useLingui();
  const save = useUpdateBusiness(ownerId);
  const [days, setDays] = useState(String(business.hold_days));
  const [advance, setAdvance] = useState(String(business.advance_percent));
  const [error, setError] = useState<string>();
  const [advanceError, setAdvanceError] = useState<string>();
  const [state, setState] = useState<'editing' | 'saving' | 'saved'>('editing');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseHoldDays(days);
    const problem = parsed.error ?? (parsed.days === undefined ? HOLD_TEXTS.daysWhole : undefined);
    const share = parseAdvancePercent(advance);
    setError(problem);
    setAdvanceError(share.error);
    if (problem || parsed.days === undefined || share.percent === undefined) return;
    setState('saving');
    try {
      await save(business.business_id, {
        business_name: business.business_name,
        hold_days: parsed.days,
        advance_percent: share.percent,
      });
      setState('saved');
    } catch (failure) {
      const fields = toApiError(failure).fieldErrors();
      setAdvanceError(fields.advance_percent);
      setError(
        fields.hold_days ??
          (fields.advance_percent
            ? undefined
            : (toApiError(failure).detail ?? HOLD_TEXTS.saveFailed)),
      );
      setState('editing');
    }
  };

  return (
    <section className="settings-card" aria-labelledby="settings-hold">
      <Heading id="settings-hold">
        <Trans>Holding a date</Trans>
      </Heading>
      <form className="form" onSubmit={submit} noValidate>
        <HoldDaysField
          value={days}
          error={error}
          hint={i18n._(HOLD_TEXTS.holdForHint)}
          onChange={(text) => {
            setDays(text);
            setState('editing');
          }}
        />
        <TextField
          label={i18n._(ADVANCE_SETTING_TEXTS.label)}
          hint={i18n._(ADVANCE_SETTING_TEXTS.hint)}
          inputMode="numeric"
          value={advance}
          error={advanceError}
          onChange={(event) => {
            setAdvance(event.target.value);
            setState('editing');
          }}
        />
        {state === 'saved' && <Alert tone="success">{i18n._(HOLD_TEXTS.saved)}</Alert>}
        <button type="submit" className="button" disabled={state === 'saving'}>
          {state === 'saving' ? t`Saving...` : t`Save`}
        </button>
      </form>
    </section>
  );
}
