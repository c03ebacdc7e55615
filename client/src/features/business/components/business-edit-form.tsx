// The business info form of /business/edit and /business/update_basic_info (docs/product/business-desk.md#business-management, docs/product/booking.md#the-booking-lifecycle, docs/product/texts.md#limits):
// validated with the shared edit schema, which the server applies too. A failed save keeps
// every character typed; a saved one shows the spec's text, then goes home after 2 s.

import {
  BUSINESS_EDIT_REDIRECT_MS,
  BUSINESS_PROFILE_TEXT,
} from '@baraat/shared/constants/business-profile';
import { BIO_MAX } from '@baraat/shared/constants/limits';
import type { MyBusiness } from '@baraat/shared/schemas/businesses';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { FieldShell } from '@/components/ui/field-shell';
import { FormSummary } from '@/components/ui/form-summary';
import { DialogFooter } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { toApiError } from '@/lib/http';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { useForm } from '@/lib/use-form';
import { useUpdateBusiness } from '../api/update-business';

const RULES = {
  schema: () => import('@baraat/shared/schemas/businesses').then((s) => s.businessEditSchema),
} as const;

/** What an address looks like: the same in every language. */
const URL_EXAMPLES = {
  website: 'https://',
  facebook: 'https://facebook.com/...',
  instagram: 'https://instagram.com/...',
} as const;

interface BusinessEditFormProps {
  business: MyBusiness;
  ownerId: number;
  /** After a save and its 2 s of success text. */
  onSaved: () => void;
  onCancel: () => void;
}

export function BusinessEditForm({ business, ownerId, onSaved, onCancel }: BusinessEditFormProps) {
  const form = useForm(
    {
      business_name: business.business_name,
      business_phone: business.business_phone,
      address: business.address,
      website: business.website ?? '',
      facebook_page: business.facebook_page ?? '',
      instagram_page: business.instagram_page ?? '',
      bio: business.bio,
    },
    RULES,
  );
  const { t, i18n } = useLingui();
  const save = useUpdateBusiness(ownerId);
  const [state, setState] = useState<'editing' | 'saving' | 'saved'>('editing');
  const [failure, setFailure] = useState<string>();
  useUnsavedChanges(form.dirty && state !== 'saved');
  // The page re-renders as the saved business reaches the cache: the 2 s must not restart.
  const afterSave = useRef(onSaved);
  afterSave.current = onSaved;

  useEffect(() => {
    if (state !== 'saved') return;
    const timer = setTimeout(() => afterSave.current(), BUSINESS_EDIT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state !== 'editing') return;
    setFailure(undefined);
    if (!(await form.check()).ok) return;
    setState('saving');
    try {
      await save(business.business_id, form.values);
      setState('saved');
    } catch (error) {
      // The server's reasons go on their fields; the values stay as typed.
      form.report(toApiError(error).fieldErrors());
      setFailure(i18n._(BUSINESS_PROFILE_TEXT.updateFailed));
      setState('editing');
    }
  };

  const { error: bioError, ...bio } = form.bind('bio');
  const busy = state !== 'editing';
  return (
    <form ref={form.formRef} className="form business-edit-form" onSubmit={submit} noValidate>
      {state === 'saved' && <Alert tone="success">{i18n._(BUSINESS_PROFILE_TEXT.updated)}</Alert>}
      <fieldset disabled={busy}>
        <legend className="visually-hidden">
          <Trans>Business information</Trans>
        </legend>
        <TextField
          label={t`Business name`}
          required
          autoComplete="organization"
          {...form.bind('business_name')}
        />
        <div className="form-grid">
          <TextField
            label={t`Business phone`}
            required
            type="tel"
            autoComplete="tel"
            placeholder="021 34567890"
            {...form.bind('business_phone')}
          />
          <TextField label={t`Address`} autoComplete="street-address" {...form.bind('address')} />
        </div>
        <FieldShell
          label={t`Bio`}
          error={bioError}
          hint={
            <span
              className={
                bio.value.length > BIO_MAX ? 'bio-counter bio-counter-over' : 'bio-counter'
              }
            >
              {bio.value.length}/{BIO_MAX}
            </span>
          }
        >
          {(control) => <textarea {...control} {...bio} rows={5} />}
        </FieldShell>
        <TextField
          label={t`Website`}
          type="url"
          inputMode="url"
          placeholder={URL_EXAMPLES.website}
          {...form.bind('website')}
        />
        <div className="form-grid">
          <TextField
            label={t`Facebook page`}
            type="url"
            inputMode="url"
            placeholder={URL_EXAMPLES.facebook}
            {...form.bind('facebook_page')}
          />
          <TextField
            label={t`Instagram page`}
            type="url"
            inputMode="url"
            placeholder={URL_EXAMPLES.instagram}
            {...form.bind('instagram_page')}
          />
        </div>
      </fieldset>
      <FormSummary message={failure} />
      <DialogFooter
        action={t`Save Changes`}
        busyLabel={t`Saving...`}
        busy={state === 'saving'}
        disabled={busy}
        onCancel={onCancel}
        holdCancel
      />
    </form>
  );
}
