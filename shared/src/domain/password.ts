// Password rules shared by the sign-up checklist, the change-password strength meter and the
// server (docs/product/accounts.md#field-rules). Business sign-up and change password use the strong rules; customer
// sign-up only needs six characters.
import { STRONG_PASSWORD_MIN } from '../constants/limits';
import { VALIDATION } from '../constants/messages';
import { tx } from '../i18n/text';

export const COMMON_PASSWORD_PATTERNS = [
  '123456',
  'password',
  'qwerty',
  'admin',
  'letmein',
  'welcome',
  'abc123',
  '111111',
  'iloveyou',
  'pakistan',
] as const;

export type PasswordRequirement = 'length' | 'uppercase' | 'lowercase' | 'digit' | 'special';

interface RequirementRule {
  key: PasswordRequirement;
  label: string;
  message: string;
  test: (password: string) => boolean;
}

export const PASSWORD_REQUIREMENTS: readonly RequirementRule[] = [
  {
    key: 'length',
    label: tx('At least 8 characters'),
    message: VALIDATION.passwordMin8,
    test: (p) => p.length >= STRONG_PASSWORD_MIN,
  },
  {
    key: 'uppercase',
    label: tx('One uppercase letter'),
    message: VALIDATION.passwordUppercase,
    test: (p) => /[A-Z]/.test(p),
  },
  {
    key: 'lowercase',
    label: tx('One lowercase letter'),
    message: VALIDATION.passwordLowercase,
    test: (p) => /[a-z]/.test(p),
  },
  {
    key: 'digit',
    label: tx('One number'),
    message: VALIDATION.passwordDigit,
    test: (p) => /\d/.test(p),
  },
  {
    key: 'special',
    label: tx('One special character'),
    message: VALIDATION.passwordSpecial,
    test: (p) => /[^A-Za-z0-9\s]/.test(p),
  },
];

export function containsCommonPattern(password: string): boolean {
  const lower = password.toLowerCase();
  return COMMON_PASSWORD_PATTERNS.some((pattern) => lower.includes(pattern));
}

/** The messages of every strong-password rule the password breaks, in checklist order. */
export function strongPasswordProblems(password: string): string[] {
  const problems = PASSWORD_REQUIREMENTS.filter((rule) => !rule.test(password)).map(
    (rule) => rule.message,
  );
  if (containsCommonPattern(password)) problems.push(VALIDATION.passwordCommon);
  return problems;
}

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/**
 * One point per met requirement, one more for 12+ characters, two off for a common pattern.
 * Weak at 2 or less, medium at 3 to 4, strong at 5 or more (docs/product/accounts.md#field-rules).
 */
export function scorePassword(password: string): { score: number; strength: PasswordStrength } {
  let score = PASSWORD_REQUIREMENTS.filter((rule) => rule.test(password)).length;
  if (password.length >= 12) score += 1;
  if (containsCommonPattern(password)) score = Math.max(0, score - 2);
  const strength: PasswordStrength = score <= 2 ? 'weak' : score <= 4 ? 'medium' : 'strong';
  return { score, strength };
}
