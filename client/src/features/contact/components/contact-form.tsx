import {
  CONTACT_MESSAGE_MAX,
  CONTACT_SUBJECTS,
  CONTACT_TEXT,
  contactMessageSchema,
} from '@baraat/shared/schemas/contact';
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextAreaField } from '@/components/ui/textarea-field';
import { toApiError } from '@/lib/http';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { useForm } from '@/lib/use-form';
import { sendContactMessage } from '../api/send-contact-message';

type Values = { name: string; phone: string; email: string; subject: string; message: string };
type Status = 'idle' | 'sending' | 'success' | 'error';

const EMPTY: Values = { name: '', phone: '', email: '', subject: '', message: '' };
// The subjects and texts already bring the contact module (and zod) into this route's chunk,
// so the schema is taken from it rather than imported again.
const RULES = { schema: async () => contactMessageSchema };

/** The contact form of docs/product/discovery.md#the-customer-screens; a sent message clears it by starting a fresh one. */
export function ContactForm() {
  const [sentCount, setSentCount] = useState(0);
  return (
    <ContactFormFields
      key={sentCount}
      justSent={sentCount > 0}
      onSent={() => setSentCount((count) => count + 1)}
    />
  );
}

function ContactFormFields({ justSent, onSent }: { justSent: boolean; onSent: () => void }) {
  const { t, i18n } = useLingui();
  const form = useForm(EMPTY, RULES);
  const [status, setStatus] = useState<Status>(justSent ? 'success' : 'idle');
  useUnsavedChanges(form.dirty);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = await form.check();
    if (!checked.ok) return;
    setStatus('sending');
    try {
      await sendContactMessage(checked.data);
      onSent();
    } catch (error) {
      form.report(toApiError(error).fieldErrors());
      setStatus('error');
    }
  };

  const field = form.bind;

  return (
    <form
      ref={form.formRef}
      className="form"
      onSubmit={submit}
      noValidate
      aria-label={t`Contact us`}
    >
      {status === 'success' && <Alert tone="success">{i18n._(CONTACT_TEXT.sent)}</Alert>}
      {status === 'error' && <Alert tone="error">{i18n._(CONTACT_TEXT.failed)}</Alert>}
      <div className="form-grid">
        <TextField label={t`Name`} autoComplete="name" required {...field('name')} />
        <TextField
          label={t`Phone (optional)`}
          type="tel"
          autoComplete="tel"
          placeholder="+92 300 1234567"
          {...field('phone')}
        />
      </div>
      <TextField label={t`Email`} type="email" autoComplete="email" required {...field('email')} />
      <SelectField label={t`Subject`} required {...field('subject')}>
        <option value="">{t`Select a subject`}</option>
        {CONTACT_SUBJECTS.map((subject) => (
          <option key={subject.value} value={subject.value}>
            {i18n._(subject.label)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t`Message`}
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX}
        required
        {...field('message')}
      />
      <button type="submit" className="button" disabled={status === 'sending'}>
        {status === 'sending' ? t`Sending...` : t`Send Message`}
      </button>
    </form>
  );
}
