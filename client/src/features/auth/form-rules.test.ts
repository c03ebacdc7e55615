import { VALIDATION } from '@baraat/shared/constants/messages';
import { describe, expect, it } from 'vitest';
import { checkValues } from '@/lib/form';
import {
  type BusinessSignupValues,
  businessSignupRules,
  type CustomerSignupValues,
  customerSignupRules,
} from './form-rules';

const validateBusinessSignup = async (values: BusinessSignupValues) =>
  checkValues(await businessSignupRules.schema(), businessSignupRules, values).errors;
const validateCustomerSignup = async (values: CustomerSignupValues) =>
  checkValues(await customerSignupRules.schema(), customerSignupRules, values).errors;

const business: BusinessSignupValues = {
  username: 'royal',
  first_name: 'Imran',
  last_name: '',
  email: 'imran@royal.pk',
  password: 'Shaadi#2026',
  confirmPassword: 'Shaadi#2026',
  mobile: '03001234567',
  business_name: 'Royal',
  business_description: 'Marquee',
  business_type: '1',
  address: 'Gulberg',
  phone: '04235761234',
  terms: true,
};

describe('sign-up form rules', () => {
  it('passes a complete business form', async () => {
    expect(await validateBusinessSignup(business)).toEqual({});
  });

  it('asks to confirm the password, then to make both match', async () => {
    expect(
      (await validateBusinessSignup({ ...business, confirmPassword: '' })).confirmPassword,
    ).toBe(VALIDATION.confirmPassword);
    expect(
      (await validateBusinessSignup({ ...business, confirmPassword: 'x' })).confirmPassword,
    ).toBe(VALIDATION.passwordsMismatch);
  });

  it('requires the terms', async () => {
    expect((await validateBusinessSignup({ ...business, terms: false })).terms).toBe(
      VALIDATION.termsRequired,
    );
  });

  it('checks the customer confirmation', async () => {
    const errors = await validateCustomerSignup({
      username: 'ayesha',
      email: 'a@b.pk',
      password: 'secret1',
      confirmPassword: 'secret2',
      first_name: 'Ayesha',
      last_name: '',
      mobile: '',
      city_id: '2',
    });
    expect(errors).toEqual({ confirmPassword: VALIDATION.passwordsMismatch });
  });
});
