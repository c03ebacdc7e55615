import { VALIDATION } from '@baraat/shared/constants/messages';
import { describe, expect, it } from 'vitest';
import {
  type BusinessSignupValues,
  validateBusinessSignup,
  validateCustomerSignup,
} from './form-rules';

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
  it('passes a complete business form', () => {
    expect(validateBusinessSignup(business)).toEqual({});
  });

  it('asks to confirm the password, then to make both match', () => {
    expect(validateBusinessSignup({ ...business, confirmPassword: '' }).confirmPassword).toBe(
      VALIDATION.confirmPassword,
    );
    expect(validateBusinessSignup({ ...business, confirmPassword: 'x' }).confirmPassword).toBe(
      VALIDATION.passwordsMismatch,
    );
  });

  it('requires the terms', () => {
    expect(validateBusinessSignup({ ...business, terms: false }).terms).toBe(
      VALIDATION.termsRequired,
    );
  });

  it('checks the customer confirmation', () => {
    const errors = validateCustomerSignup({
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
