// The add form and the inline edit of a package (docs/product/resources.md#packages, docs/product/texts.md#limits): name required, price in
// steps of 100 and whether it is per guest (the spec's total: price × people) or for the
// whole event, and the details the comparison shows (duration, guests, features, popular).

import { DEFAULT_PRICE_BASIS, type PriceBasis } from '@baraat/shared/domain/pricing';
import {
  PACKAGE_PRICE_STEP,
  type PackageFormInput,
} from '@baraat/shared/schemas/business-packages';
import type { Package } from '@baraat/shared/schemas/vendor-profile';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { DialogFooter } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextAreaField } from '@/components/ui/textarea-field';
import { ApiError } from '@/lib/http';
import { useForm } from '@/lib/use-form';

type Values = {
  package_name: string;
  price: string;
  price_basis: PriceBasis;
  description: string;
  duration_hours: string;
  max_guests: string;
  features: string;
  is_popular: boolean;
};

const payloadOf = (values: Values): PackageFormInput => ({
  ...values,
  features: values.features.split(/[\n,]/).map((item) => item.trim()),
});

const RULES = {
  schema: () =>
    import('@baraat/shared/schemas/business-packages').then((s) => s.packageInputSchema),
  payload: payloadOf,
  // Messages appear on submit: one appearing on blur would move the button being clicked.
  show: 'submit',
} as const;

interface PackageFormProps {
  existing: Package | null;
  /** Labels the form for assistive technology: "Add package" or "Edit Gold". */
  label: string;
  onSave: (input: PackageFormInput) => Promise<void>;
  onCancel: () => void;
}

export function PackageForm({ existing, label, onSave, onCancel }: PackageFormProps) {
  const form = useForm<Values, Awaited<ReturnType<typeof RULES.schema>>>(
    {
      package_name: existing?.package_name ?? '',
      price: existing ? String(existing.price) : '',
      price_basis: existing?.price_basis ?? DEFAULT_PRICE_BASIS,
      description: existing?.description ?? '',
      duration_hours: String(existing?.duration_hours ?? 6),
      max_guests: String(existing?.max_guests ?? 100),
      features: existing?.features.join(', ') ?? '',
      is_popular: existing?.is_popular ?? false,
    },
    RULES,
  );
  const { t } = useLingui();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.check()).ok) return;
    setSaving(true);
    try {
      await onSave(payloadOf(form.values));
    } catch (failure) {
      if (failure instanceof ApiError) form.report(failure.fieldErrors());
      setSaving(false);
    }
  };

  return (
    <form
      ref={form.formRef}
      className="form package-form"
      onSubmit={submit}
      noValidate
      aria-label={label}
    >
      <div className="form-grid">
        <TextField label={t`Package name`} required {...form.bind('package_name')} />
        <TextField
          label={t`Price (Rs)`}
          required
          type="number"
          inputMode="numeric"
          min={0}
          step={PACKAGE_PRICE_STEP}
          hint={t`In steps of 100`}
          {...form.bind('price')}
        />
        <SelectField label={t`Price is`} {...form.bind('price_basis')}>
          <option value="per_person">{t`Per guest (total = price × guests)`}</option>
          <option value="per_event">{t`For the whole event`}</option>
        </SelectField>
        <TextField
          label={t`Duration (hours)`}
          type="number"
          inputMode="numeric"
          min={1}
          {...form.bind('duration_hours')}
        />
        <TextField
          label={t`Max guests`}
          type="number"
          inputMode="numeric"
          min={0}
          {...form.bind('max_guests')}
        />
      </div>
      <TextAreaField label={t`Description`} rows={3} {...form.bind('description')} />
      <TextField
        label={t`Features`}
        hint={t`Separate features with commas, e.g. Stage décor, Two dishes`}
        {...form.bind('features')}
      />
      <label className="check-row">
        <input
          type="checkbox"
          checked={form.values.is_popular}
          onChange={(event) => form.set('is_popular', event.target.checked)}
        />
        <Trans>Mark as popular</Trans>
      </label>
      <DialogFooter
        action={existing ? t`Save Changes` : t`Add Package`}
        busyLabel={t`Saving...`}
        busy={saving}
        onCancel={onCancel}
      />
    </form>
  );
}
