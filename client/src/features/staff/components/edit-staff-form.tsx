// A member's role, name, password or PIN changed by the owner
// (docs/product/business-desk.md#staff), checked by the shared updateStaffSchema: a blank
// password or PIN keeps the one they have; "Take the PIN away" removes it.
import type { StaffMember, UpdateStaffInput } from '@baraat/shared/schemas/staff';
import { useLingui } from '@lingui/react/macro';
import { PasswordChecklist } from '@/components/ui/password-checklist';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { useForm } from '@/lib/use-form';
import { STAFF_SECTION_TEXTS } from '../texts';
import { RoleField } from './role-field';
import { StaffDialog } from './staff-dialog';

type Values = { name: string; password: string; pin: string; role: string; dropPin: boolean };

/** What is sent: only what changed. */
function changesOf(member: StaffMember, values: Values): UpdateStaffInput {
  const changes: UpdateStaffInput = {};
  if (values.name !== member.name) changes.name = values.name;
  if (values.role !== member.role) changes.role = values.role as StaffMember['role'];
  if (values.password !== '') changes.password = values.password;
  if (values.dropPin) changes.pin = null;
  else if (values.pin !== '') changes.pin = values.pin;
  return changes;
}

export function EditStaffForm({
  member,
  onSave,
  onClose,
}: {
  member: StaffMember;
  onSave: (input: UpdateStaffInput) => Promise<void>;
  onClose: () => void;
}) {
  const form = useForm(
    { name: member.name, password: '', pin: '', role: member.role, dropPin: false } as Values,
    {
      schema: () => import('@baraat/shared/schemas/staff').then((s) => s.updateStaffSchema),
      payload: (values: Values) => changesOf(member, values),
      show: 'submit',
    },
  );
  const { values } = form;
  const { t, i18n } = useLingui();
  const { name } = member;
  return (
    <StaffDialog
      title={t`Edit ${name}`}
      action={t`Save Changes`}
      formRef={form.formRef}
      check={async () => (await form.check()).ok}
      send={() => onSave(changesOf(member, values))}
      report={form.report}
      onClose={onClose}
    >
      <TextField label={t`Name`} required autoComplete="off" {...form.bind('name')} />
      <PasswordField
        label={t`New password`}
        autoComplete="new-password"
        hint={
          values.password === '' ? (
            i18n._(STAFF_SECTION_TEXTS.passwordKeepHint)
          ) : (
            <PasswordChecklist password={values.password} />
          )
        }
        {...form.bind('password')}
      />
      {!values.dropPin && (
        <TextField
          label={member.pin ? t`New PIN` : t`PIN`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          hint={i18n._(member.pin ? STAFF_SECTION_TEXTS.keepPinHint : STAFF_SECTION_TEXTS.pinHint)}
          {...form.bind('pin')}
        />
      )}
      {member.pin && (
        <div className="field checkbox-field">
          <label>
            <input
              type="checkbox"
              checked={values.dropPin}
              onChange={(event) => form.set('dropPin', event.target.checked)}
            />
            {i18n._(STAFF_SECTION_TEXTS.removePin)}
          </label>
        </div>
      )}
      <RoleField {...form.bind('role')} />
    </StaffDialog>
  );
}
