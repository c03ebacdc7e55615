// The create or edit modal of a hall or worker (docs/product/resources.md#halls-and-teams): Name and Capacity; a hall
// also has location, status, description and features. Checked with the server's schema.

import {
  RESOURCE_STATUS_LABELS,
  RESOURCE_STATUSES,
  type Resource,
  type ResourceFormInput,
} from '@baraat/shared/schemas/workers';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import type { z } from 'zod';
import { DialogFooter, Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextAreaField } from '@/components/ui/textarea-field';
import type { FormRules } from '@/lib/form';
import { ApiError } from '@/lib/http';
import { useForm } from '@/lib/use-form';
import { NOUN_FORMS, type ResourceNoun } from '../resource-words';

type Values = {
  name: string;
  capacity: string;
  location: string;
  status: string;
  description: string;
  features: string;
};

/** Features are typed one per line or comma-separated. */
export const splitFeatures = (text: string) => text.split(/[\n,]/).map((item) => item.trim());

const hallPayload = (values: Values) => ({ ...values, features: splitFeatures(values.features) });
// A worker's capacity may be left blank (docs/product/texts.md#limits: a number, minimum 0): the server counts 0.
const workerPayload = ({ name, capacity }: Values) =>
  capacity.trim() === '' ? { name } : { name, capacity };

const HALL_RULES = {
  schema: () => import('@baraat/shared/schemas/workers').then((s) => s.hallInputSchema),
  payload: hallPayload,
  // Messages appear on submit: one appearing on blur would move the button being clicked.
  show: 'submit',
} as const;
const WORKER_RULES = {
  schema: () => import('@baraat/shared/schemas/workers').then((s) => s.workerInputSchema),
  payload: workerPayload,
  show: 'submit',
} as const;

interface ResourceFormProps {
  noun: ResourceNoun;
  isHall: boolean;
  existing: Resource | null;
  onSave: (input: ResourceFormInput) => Promise<void>;
  onClose: () => void;
}

export function ResourceForm({ noun, isHall, existing, onSave, onClose }: ResourceFormProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const word = i18n._(NOUN_FORMS[noun].name);
  const rules: FormRules<Values, z.ZodType> = isHall ? HALL_RULES : WORKER_RULES;
  const form = useForm(
    {
      name: existing?.name ?? '',
      capacity: existing ? String(existing.capacity) : '',
      location: existing?.location ?? '',
      status: existing?.status ?? 'active',
      description: existing?.description ?? '',
      features: existing?.features.join(', ') ?? '',
    },
    rules,
  );
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.check()).ok) return;
    setSaving(true);
    try {
      const values = form.values;
      await onSave((isHall ? hallPayload(values) : workerPayload(values)) as ResourceFormInput);
    } catch (failure) {
      if (failure instanceof ApiError) form.report(failure.fieldErrors());
      setSaving(false);
    }
  };

  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      <form ref={form.formRef} className="form" onSubmit={submit} noValidate>
        <h2 id={titleId}>{existing ? t`Edit ${word}` : t`Add ${word}`}</h2>
        <TextField label={t`Name`} required autoComplete="off" {...form.bind('name')} />
        <TextField
          label={t`Capacity`}
          required={isHall}
          type="number"
          inputMode="numeric"
          min={isHall ? 1 : 0}
          {...form.bind('capacity')}
        />
        {isHall && (
          <>
            <TextField label={t`Location`} {...form.bind('location')} />
            <SelectField label={t`Status`} {...form.bind('status')}>
              {RESOURCE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {i18n._(RESOURCE_STATUS_LABELS[status])}
                </option>
              ))}
            </SelectField>
            <TextAreaField label={t`Description`} rows={3} {...form.bind('description')} />
            <TextField
              label={t`Features`}
              hint={t`Separate features with commas, e.g. Air conditioning, Stage`}
              {...form.bind('features')}
            />
          </>
        )}
        <DialogFooter
          action={existing ? t`Save Changes` : t`Add ${word}`}
          busyLabel={t`Saving...`}
          busy={saving}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
