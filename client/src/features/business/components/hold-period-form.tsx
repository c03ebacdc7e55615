// The owner's hold period (docs/product/payments.md#holding-a-date): how many days an accepted
// booking is held for its advance, 0 for never. Saved with the business (PUT /business/{id}).
import { HOLD_TEXTS, parseHoldDays } from '@baraat/shared/domain/holds';
import type { MyBusiness } from '@baraat/shared/schemas/businesses';
import { type FormEvent, useState } from 'react';
import { HoldDaysField } from '@/components/hold-days-field';
import { Alert } from '@/components/ui/alert';
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
  const save = useUpdateBusiness(ownerId);
  const [days, setDays] = useState(String(business.hold_days));
  const [error, setError] = useState<string>();
  const [state, setState] = useState<'editing' | 'saving' | 'saved'>('editing');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseHoldDays(days);
    const problem = parsed.error ?? (parsed.days === undefined ? HOLD_TEXTS.daysWhole : undefined);
    setError(problem);
    if (problem || parsed.days === undefined) return;
    setState('saving');
    try {
      await save(business.business_id, {
        business_name: business.business_name,
        hold_days: parsed.days,
      });
      setState('saved');
    } catch (failure) {
      const apiError = toApiError(failure);
      setError(apiError.fieldErrors().hold_days ?? apiError.detail ?? HOLD_TEXTS.saveFailed);
      setState('editing');
    }
  };

  return (
    <section className="settings-card" aria-labelledby="settings-hold">
      <Heading id="settings-hold">Holding a date</Heading>
      <form className="form" onSubmit={submit} noValidate>
        <HoldDaysField
          value={days}
          error={error}
          hint={HOLD_TEXTS.holdForHint}
          onChange={(text) => {
            setDays(text);
            setState('editing');
          }}
        />
        {state === 'saved' && <Alert tone="success">{HOLD_TEXTS.saved}</Alert>}
        <button type="submit" className="button" disabled={state === 'saving'}>
          {state === 'saving' ? 'Saving...' : 'Save'}
        </button>
      </form>
    </section>
  );
}
