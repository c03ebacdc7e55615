// The sign-up forms' rules: the shared payload schemas (loaded with the form) plus the fields
// that are never sent (confirmation, terms) with the spec's messages (docs/product/accounts.md#field-rules).
import { VALIDATION } from '@baraat/shared/constants/messages';
import type { FieldErrors } from '@/lib/form';
import { i18n } from '@/lib/i18n';

const loadAuthSchemas = () => import('@baraat/shared/schemas/auth');

export type CustomerSignupValues = {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  first_name: string;
  last_name: string;
  mobile: string;
  city_id: string;
};

export const customerSignupRules = {
  schema: () => loadAuthSchemas().then((schemas) => schemas.customerSignupSchema),
  payload: ({ confirmPassword: _never, ...payload }: CustomerSignupValues) => payload,
  extra: (values: CustomerSignupValues): FieldErrors =>
    values.confirmPassword !== values.password
      ? { confirmPassword: i18n._(VALIDATION.passwordsMismatch) }
      : {},
};

export type BusinessSignupValues = {
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  confirmPassword: string;
  mobile: string;
  business_name: string;
  business_description: string;
  business_type: string;
  address: string;
  phone: string;
  terms: boolean;
};

export const businessSignupRules = {
  schema: () => loadAuthSchemas().then((schemas) => schemas.businessSignupSchema),
  // The form asks no city: it is sent as 1, as the submit does.
  payload: ({ confirmPassword: _c, terms: _t, ...payload }: BusinessSignupValues) => ({
    ...payload,
    city_id: 1,
  }),
  extra: (values: BusinessSignupValues): FieldErrors => {
    const errors: FieldErrors = {};
    if (!values.confirmPassword) errors.confirmPassword = i18n._(VALIDATION.confirmPassword);
    else if (values.confirmPassword !== values.password)
      errors.confirmPassword = i18n._(VALIDATION.passwordsMismatch);
    if (!values.terms) errors.terms = i18n._(VALIDATION.termsRequired);
    return errors;
  },
};
