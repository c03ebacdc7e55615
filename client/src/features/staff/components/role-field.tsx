import { STAFF_ROLE_LABELS, STAFF_ROLES } from '@baraat/shared/domain/desk-roles';
import { SelectField } from '@/components/ui/select-field';
import { STAFF_SECTION_TEXTS } from '../texts';

type RoleFieldProps = Omit<Parameters<typeof SelectField>[0], 'label' | 'children'>;

/** Role: Manager or Front desk (docs/product/accounts.md#what-each-role-may-do). */
export function RoleField(props: RoleFieldProps) {
  return (
    <SelectField label="Role" required {...props}>
      <option value="" disabled>
        {STAFF_SECTION_TEXTS.chooseRole}
      </option>
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {STAFF_ROLE_LABELS[role]}
        </option>
      ))}
    </SelectField>
  );
}
