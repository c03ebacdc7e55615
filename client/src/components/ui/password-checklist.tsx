import { PASSWORD_REQUIREMENTS } from '@baraat/shared/domain/password';
import { useLingui } from '@lingui/react/macro';

/** The live list of password requirements on business sign-up (docs/product/README.md#routes-and-guards) and a staff member's (docs/product/business-desk.md#staff). */
export function PasswordChecklist({ password }: { password: string }) {
  const { t, i18n } = useLingui();
  return (
    <ul className="checklist" aria-label={t`Password requirements`}>
      {PASSWORD_REQUIREMENTS.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.key} className={met ? 'met' : 'unmet'}>
            <span aria-hidden="true">{met ? '✓' : '○'}</span> {i18n._(rule.label)}
            <span className="visually-hidden"> {met ? t`(met)` : t`(not met)`}</span>
          </li>
        );
      })}
    </ul>
  );
}
