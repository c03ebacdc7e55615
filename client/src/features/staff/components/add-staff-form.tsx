// Add staff (docs/product/business-desk.md#staff): name, username, password with the
// strength checklist of the business sign-up, an optional PIN and a role, checked by the
// shared createStaffSchema.
import type { CreateStaffInput } from '@baraat/shared/schemas/staff';
import { useLingui } from '@lingui/react/macro';
import { PasswordChecklist } from '@/components/ui/password-checklist';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { useForm } from '@/lib/use-form';
import { STAFF_SECTION_TEXTS } from '../texts';
import { RoleField } from './role-field';
import { StaffDialog } from './staff-dialog';

type Values = { name: string; username: string; password: string; pin: string; role: string };

const EMPTY: Values = { name: '', username: '', password: '', pin: '', role: '' };

/** What is sent: the PIN only when one was typed. */
const payload = ({ pin, ...rest }: Values) => (pin === '' ? rest : { ...rest, pin });

const RULES = {
  schema: () => import('@baraat/shared/schemas/staff').then((s) => s.createStaffSchema),
  payload,
  show: 'submit',
} as const;

export function AddStaffForm({
  onAdd,
  onClose,
}: {
  onAdd: (input: CreateStaffInput) => Promise<void>;
  onClose: () => void;
}) {
  const form = useForm(EMPTY, RULES);
  const { t, i18n } = useLingui();
  return (
    <StaffDialog
      title={i18n._(STAFF_SECTION_TEXTS.add)}
      action={i18n._(STAFF_SECTION_TEXTS.add)}
      formRef={form.formRef}
      check={async () => (await form.check()).ok}
      send={() => onAdd(payload(form.values) as CreateStaffInput)}
      report={form.report}
      onClose={onClose}
    >
      <TextField label={t`Name`} required autoComplete="off" {...form.bind('name')} />
      <TextField
        label={t`Username`}
        required
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        {...form.bind('username')}
      />
      <PasswordField
        label={t`Password`}
        required
        autoComplete="new-password"
        hint={<PasswordChecklist password={form.values.password} />}
        {...form.bind('password')}
      />
      <TextField
        label={t`PIN`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        hint={i18n._(STAFF_SECTION_TEXTS.pinHint)}
        {...form.bind('pin')}
      />
      <RoleField {...form.bind('role')} />
    </StaffDialog>
  );
}
