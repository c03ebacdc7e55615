import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { VALIDATION } from '../constants/messages';
import {
  businessSignupSchema,
  changePasswordSchema,
  customerSignupSchema,
  loginSchema,
  passwordResetConfirmSchema,
} from './auth';

function messagesFor(schema: z.ZodType, input: unknown, field: string): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path.join('.') === field).map((i) => i.message);
}

const customer = {
  username: 'ayesha_k',
  email: 'ayesha@example.pk',
  password: 'secret1',
  first_name: 'Ayesha',
  last_name: '',
  mobile: '',
  city_id: 2,
};

const business = {
  username: 'royal-marquee',
  first_name: 'Imran',
  last_name: 'Khan',
  email: 'imran@royal.pk',
  password: 'Shaadi#2026',
  mobile: '0300 1234567',
  business_name: 'Royal Marquee',
  business_description: 'A marquee for 800 guests',
  business_type: '1',
  address: 'Main Boulevard, Gulberg',
  phone: '042-35761234',
  city_id: 1,
};

describe('customer sign-up rules', () => {
  it('accepts a complete form and leaves optional fields empty', () => {
    const parsed = customerSignupSchema.parse(customer);
    expect(parsed).toMatchObject({ username: 'ayesha_k', last_name: null, mobile: null });
  });

  it.each([
    ['username', 'ab', VALIDATION.usernameMin],
    ['username', '', VALIDATION.usernameMin],
    ['username', 'ayesha khan', VALIDATION.usernameChars],
    ['username', 'ayesha.k', VALIDATION.usernameChars],
    ['email', 'ayesha@', VALIDATION.emailInvalid],
    ['email', 'not an email', VALIDATION.emailInvalid],
    ['password', '12345', VALIDATION.passwordMin6],
    ['first_name', '   ', VALIDATION.firstNameRequired],
    ['city_id', '', VALIDATION.cityRequired],
    ['city_id', 99, VALIDATION.cityRequired],
    ['mobile', '12', VALIDATION.phoneInvalid],
  ])('rejects %s = %j with its message', (field, value, message) => {
    expect(messagesFor(customerSignupSchema, { ...customer, [field]: value }, field)).toEqual([
      message,
    ]);
  });

  it('requires a city and a first name when they are missing', () => {
    const { city_id: _city, first_name: _first, ...rest } = customer;
    expect(messagesFor(customerSignupSchema, rest, 'city_id')).toEqual([VALIDATION.cityRequired]);
    expect(messagesFor(customerSignupSchema, rest, 'first_name')).toEqual([
      VALIDATION.firstNameRequired,
    ]);
  });

  it('lower-cases the e-mail', () => {
    expect(customerSignupSchema.parse({ ...customer, email: 'Ayesha@Example.PK' }).email).toBe(
      'ayesha@example.pk',
    );
  });
});

describe('business sign-up rules', () => {
  it('accepts a complete form with a formatted phone number', () => {
    expect(businessSignupSchema.parse(business)).toMatchObject({ business_type: 1, city_id: 1 });
  });

  it.each([
    ['username', '', VALIDATION.usernameRequired],
    ['username', 'ab', VALIDATION.usernameMin],
    ['username', 'royal marquee', VALIDATION.usernameChars],
    ['email', '', VALIDATION.emailRequired],
    ['email', 'imran@royal', VALIDATION.emailInvalid],
    ['password', 'short1!', VALIDATION.passwordRequirements],
    ['password', 'shaadi#2026', VALIDATION.passwordRequirements],
    ['password', 'SHAADI#2026', VALIDATION.passwordRequirements],
    ['password', 'Shaadi#Day', VALIDATION.passwordRequirements],
    ['password', 'Shaadi2026', VALIDATION.passwordRequirements],
    ['password', 'Password#2026', VALIDATION.passwordCommon],
    ['password', 'Pakistan#786', VALIDATION.passwordCommon],
    ['mobile', '', VALIDATION.phoneRequired],
    ['mobile', '0300-12', VALIDATION.phoneInvalid],
    ['phone', '', VALIDATION.businessPhoneRequired],
    ['phone', '12345', VALIDATION.phoneInvalid],
    ['business_name', ' ', VALIDATION.businessNameRequired],
    ['business_name', 'x'.repeat(101), VALIDATION.businessNameMax],
    ['business_description', '', VALIDATION.businessDescriptionRequired],
    ['address', '', VALIDATION.businessAddressRequired],
    ['business_type', 15, VALIDATION.businessTypeRequired],
  ])('rejects %s = %j with its message', (field, value, message) => {
    expect(messagesFor(businessSignupSchema, { ...business, [field]: value }, field)).toEqual([
      message,
    ]);
  });

  it.each([['+92 300 1234567'], ['92 300 1234567'], ['(0300) 123-4567']])(
    'accepts the phone %s',
    (phone) => {
      expect(businessSignupSchema.safeParse({ ...business, phone }).success).toBe(true);
    },
  );
});

describe('change password rules', () => {
  const good = { current_password: 'Old#Pass99', new_password: 'Shaadi#2026' };

  it('accepts both field spellings', () => {
    expect(changePasswordSchema.parse(good)).toEqual(good);
    expect(
      changePasswordSchema.parse({ currentPassword: 'Old#Pass99', newPassword: 'Shaadi#2026' }),
    ).toEqual(good);
  });

  it('requires the current and the new password', () => {
    expect(messagesFor(changePasswordSchema, {}, 'current_password')).toEqual([
      VALIDATION.currentPasswordRequired,
    ]);
    expect(messagesFor(changePasswordSchema, {}, 'new_password')).toEqual([
      VALIDATION.newPasswordRequired,
    ]);
  });

  it('lists every strength rule the new password breaks', () => {
    expect(
      messagesFor(changePasswordSchema, { ...good, new_password: 'abc' }, 'new_password'),
    ).toEqual([
      VALIDATION.passwordMin8,
      VALIDATION.passwordUppercase,
      VALIDATION.passwordDigit,
      VALIDATION.passwordSpecial,
    ]);
  });

  it.each(['Xx123456!', 'Password#1', 'Qwerty#2026', 'Admin#2026', 'Letmein#26', 'Welcome#26'])(
    'rejects the common pattern in %s',
    (newPassword) => {
      expect(
        messagesFor(changePasswordSchema, { ...good, new_password: newPassword }, 'new_password'),
      ).toEqual([VALIDATION.passwordCommon]);
    },
  );

  it('refuses a new password equal to the current one', () => {
    expect(
      messagesFor(
        changePasswordSchema,
        { current_password: 'Shaadi#2026', new_password: 'Shaadi#2026' },
        'new_password',
      ),
    ).toEqual([VALIDATION.newPasswordSameAsCurrent]);
  });
});

describe('login and reset payloads', () => {
  it('needs the e-mail or username and the password', () => {
    expect(messagesFor(loginSchema, { password: 'x' }, 'username')).toEqual([
      VALIDATION.emailRequired,
    ]);
    expect(messagesFor(loginSchema, { username: 'x' }, 'password')).toEqual([
      VALIDATION.passwordRequired,
    ]);
  });

  it('holds a reset to the strong rules', () => {
    expect(
      messagesFor(
        passwordResetConfirmSchema,
        { token: 't', new_password: 'weakpass' },
        'new_password',
      ),
    ).toContain(VALIDATION.passwordUppercase);
    expect(
      messagesFor(passwordResetConfirmSchema, { new_password: 'Shaadi#2026' }, 'token'),
    ).toEqual([VALIDATION.resetTokenRequired]);
  });
});
