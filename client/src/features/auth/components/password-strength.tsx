import { scorePassword } from '@baraat/shared/domain/password';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

const LABELS = { weak: msg`Weak`, medium: msg`Medium`, strong: msg`Strong` };

/** Strength of a new password: weak, medium or strong (docs/product/accounts.md#field-rules). */
export function PasswordStrength({ password }: { password: string }) {
  const { t, i18n } = useLingui();
  if (!password) return null;
  const { score, strength } = scorePassword(password);
  const label = i18n._(LABELS[strength]);
  return (
    <div className={`strength strength-${strength}`}>
      <meter
        min={0}
        max={6}
        low={3}
        high={5}
        optimum={6}
        value={score}
        aria-label={t`Password strength`}
      />
      <span>
        <Trans>Strength: {label}</Trans>
      </span>
    </div>
  );
}
