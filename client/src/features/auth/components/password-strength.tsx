import { scorePassword } from '@baraat/shared/domain/password';

const LABELS = { weak: 'Weak', medium: 'Medium', strong: 'Strong' } as const;

/** Strength of a new password: weak, medium or strong (docs/product/accounts.md#field-rules). */
export function PasswordStrength({ password }: { password: string }) {
  if (!password) return null;
  const { score, strength } = scorePassword(password);
  return (
    <div className={`strength strength-${strength}`}>
      <meter
        min={0}
        max={6}
        low={3}
        high={5}
        optimum={6}
        value={score}
        aria-label="Password strength"
      />
      <span>Strength: {LABELS[strength]}</span>
    </div>
  );
}
