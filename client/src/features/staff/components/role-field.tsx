import { STAFF_ROLE_LABELS, STAFF_ROLES } from '@baraat/shared/domain/desk-roles';
import { useLingui } from '@lingui/react/macro';
import { SelectField } from '@/components/ui/select-field';
import { STAFF_SECTION_TEXTS } from '../texts';

type RoleFieldProps = Omit<Parameters<typeof SelectField>[0], 'label' | 'children'>;

/** Role: Manager or Front desk (docs/product/accounts.md#what-each-role-may-do). */
export function RoleField(props: RoleFieldProps) {
  const { t, i18n } = useLingui();
  return (
    <SelectField label={t`Role`} required {...props}>
      <option value="" disabled>
        {i18n._(STAFF_SECTION_TEXTS.chooseRole)}
      </option>
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {i18n._(STAFF_ROLE_LABELS[role])}
        </option>
      ))}
    </SelectField>
  );
}
