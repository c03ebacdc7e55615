// User-visible texts. Where the spec gives a text it is used verbatim (docs/product/accounts.md#field-rules);
// the few marked "Baraat" fill gaps the spec leaves.

import { tx } from '../i18n/text';

export const VALIDATION = {
  controlCharacters: tx('Text cannot contain control characters'), // Baraat (docs/product/texts.md#text-a-person-types)
  usernameRequired: tx('Username is required'),
  usernameMin: tx('Username must be at least 3 characters long'),
  usernameChars: tx(
    'Username can only contain letters, numbers, hyphens, and underscores (no spaces)',
  ),
  usernameMax: tx('Username must be at most 50 characters long'), // Baraat
  usernameTaken: tx('This username is already taken'),
  emailRequired: tx('Email is required'),
  emailInvalid: tx('Please enter a valid email address'),
  emailTaken: tx('Email already registered'),
  passwordRequired: tx('Password is required'), // Baraat
  passwordMin6: tx('Password must be at least 6 characters long'),
  passwordMax: tx('Password must be at most 128 characters long'), // Baraat
  passwordRequirements: tx('Password does not meet requirements'),
  passwordsMismatch: tx('Passwords do not match'),
  confirmPassword: tx('Please confirm your password'),
  firstNameRequired: tx('First name is required'),
  lastNameRequired: tx('Last name is required'), // Baraat (business form and profile require it)
  nameMax: tx('Must be at most 100 characters'), // Baraat
  cityRequired: tx('Please select a city'),
  phoneRequired: tx('Phone number is required'),
  businessPhoneRequired: tx('Business phone is required'),
  phoneInvalid: tx(
    'Please enter a valid Pakistani phone number, e.g. 0300 1234567 or +92 300 1234567',
  ), // Baraat
  businessNameRequired: tx('Business name is required'),
  businessNameMax: tx('Business name must be at most 100 characters'), // Baraat (limit from docs/product/texts.md#limits)
  businessDescriptionRequired: tx('Business description is required'),
  businessDescriptionMax: tx('Business description must be at most 500 characters'), // Baraat (bio limit, docs/product/texts.md#limits)
  businessAddressRequired: tx('Business address is required'),
  businessAddressMax: tx('Business address must be at most 200 characters'), // Baraat (limit from docs/product/texts.md#limits)
  businessTypeRequired: tx('Please select a business type'), // Baraat
  termsRequired: tx('You must accept the terms and conditions'),
  currentPasswordRequired: tx('Current password is required'), // Baraat
  newPasswordRequired: tx('New password is required'), // Baraat
  newPasswordsMismatch: tx('New passwords do not match'),
  newPasswordSameAsCurrent: tx('New password must be different from current password'),
  passwordMin8: tx('Password must be at least 8 characters long'), // Baraat
  passwordUppercase: tx('Password must contain at least one uppercase letter'), // Baraat
  passwordLowercase: tx('Password must contain at least one lowercase letter'), // Baraat
  passwordDigit: tx('Password must contain at least one number'), // Baraat
  passwordSpecial: tx('Password must contain at least one special character'), // Baraat
  passwordCommon: tx(
    'Password must not contain common patterns such as 123456, password or qwerty',
  ), // Baraat
  resetTokenRequired: tx('Reset token is required'), // Baraat
} as const;

export const AUTH_ERRORS = {
  invalidCredentials: tx('Invalid email or password. Please check your credentials and try again.'),
  tooManyLoginAttempts: tx(
    'Too many login attempts. Please wait a few minutes before trying again.',
  ),
  emailExists: tx('An account with this email already exists.'),
  // Baraat: the spec shows no server texts for these.
  notAuthenticated: tx('Not authenticated'),
  sessionExpired: tx('Your session has expired. Please sign in again.'),
  invalidRefreshToken: tx('Invalid or expired refresh token'),
  currentPasswordWrong: tx('Current password is incorrect'),
  invalidResetToken: tx('This password reset link is invalid or has expired.'),
  resetRequested: tx('If an account exists for that email, a password reset link has been sent.'),
  passwordChanged: tx('Password changed successfully!'),
  passwordReset: tx('Your password has been reset. You can now sign in.'),
  loggedOut: tx('Logged out'),
  tooManyRequests: tx('Too many requests - please try again later'),
} as const;

// Kept in its own module so the client's first download (lib/http.ts) carries only these.
export { GLOBAL_ERRORS } from './global-errors';
