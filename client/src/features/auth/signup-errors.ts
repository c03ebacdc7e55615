// Where a failed sign-up's message lands (docs/product/accounts.md#field-rules): a 400's detail on the
// e-mail, username or password field by keyword, otherwise general; a 409 on the field it
// names (the e-mail by default); a 422 field by field; 5xx and anything else as general.

import type { ApiError } from '@/lib/http';
import { i18n } from '@/lib/i18n';
import { SIGNUP_TEXT } from './messages';

export interface SignupFailure {
  fields: Record<string, string>;
  general?: string;
}

function fieldByKeyword(text: string): 'email' | 'username' | 'password' | undefined {
  const lower = text.toLowerCase();
  if (lower.includes('email') || lower.includes('e-mail')) return 'email';
  if (lower.includes('username')) return 'username';
  if (lower.includes('password')) return 'password';
  return undefined;
}

export function describeSignupError(error: ApiError, fallback: string): SignupFailure {
  const detail = error.detail;
  if (error.status === 400) {
    if (error.issues.length > 0) return { fields: error.fieldErrors() };
    if (!detail) return { fields: {}, general: i18n._(SIGNUP_TEXT.checkInput) };
    const field = fieldByKeyword(detail);
    return field ? { fields: { [field]: detail } } : { fields: {}, general: detail };
  }
  if (error.status === 409) {
    const field = detail ? fieldByKeyword(detail) : undefined;
    if (field && field !== 'email' && detail) return { fields: { [field]: detail } };
    return { fields: { email: i18n._(SIGNUP_TEXT.emailExists) } };
  }
  if (error.status === 422 && error.issues.length > 0) return { fields: error.fieldErrors() };
  if (error.status >= 500) return { fields: {}, general: i18n._(SIGNUP_TEXT.server) };
  if (error.status === 0) return { fields: {}, general: error.message };
  return { fields: {}, general: detail ?? fallback };
}
