import { PASSWORD_REQUIREMENTS } from '@baraat/shared/domain/password';

/** The live list of password requirements on business sign-up (docs/product/README.md#routes-and-guards) and a staff member's (docs/product/business-desk.md#staff). */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <ul className="checklist" aria-label="Password requirements">
      {PASSWORD_REQUIREMENTS.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.key} className={met ? 'met' : 'unmet'}>
            <span aria-hidden="true">{met ? '✓' : '○'}</span> {rule.label}
            <span className="visually-hidden">{met ? ' (met)' : ' (not met)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
