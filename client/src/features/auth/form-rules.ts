// The sign-up forms' rules: the shared payload schemas plus the fields that are never sent
// (confirmation, terms) with the spec's messages (000 §5).
import { VALIDATION } from '@baraat/shared/constants/messages';
import { businessSignupSchema, customerSignupSchema } from '@baraat/shared/schemas/auth';
import { type FieldErrors, validateWith } from '@/lib/form';

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

export function validateCustomerSignup(values: CustomerSignupValues): FieldErrors {
  const { confirmPassword, ...payload } = values;
  const errors = validateWith(customerSignupSchema, payload);
  if (confirmPassword !== values.password) errors.confirmPassword = VALIDATION.passwordsMismatch;
  return errors;
}

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

export function validateBusinessSignup(values: BusinessSignupValues): FieldErrors {
  const { confirmPassword, terms, ...payload } = values;
  const errors = validateWith(businessSignupSchema, { ...payload, city_id: 1 });
  if (!confirmPassword) errors.confirmPassword = VALIDATION.confirmPassword;
  else if (confirmPassword !== values.password)
    errors.confirmPassword = VALIDATION.passwordsMismatch;
  if (!terms) errors.terms = VALIDATION.termsRequired;
  return errors;
}
