// User-visible texts. Where the spec gives a text it is used verbatim (docs/product/accounts.md#field-rules);
// the few marked "Baraat" fill gaps the spec leaves.

export const VALIDATION = {
  controlCharacters: 'Text cannot contain control characters', // Baraat (docs/product/texts.md#text-a-person-types)
  usernameRequired: 'Username is required',
  usernameMin: 'Username must be at least 3 characters long',
  usernameChars: 'Username can only contain letters, numbers, hyphens, and underscores (no spaces)',
  usernameMax: 'Username must be at most 50 characters long', // Baraat
  usernameTaken: 'This username is already taken',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTaken: 'Email already registered',
  passwordRequired: 'Password is required', // Baraat
  passwordMin6: 'Password must be at least 6 characters long',
  passwordMax: 'Password must be at most 128 characters long', // Baraat
  passwordRequirements: 'Password does not meet requirements',
  passwordsMismatch: 'Passwords do not match',
  confirmPassword: 'Please confirm your password',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required', // Baraat (business form and profile require it)
  nameMax: 'Must be at most 100 characters', // Baraat
  cityRequired: 'Please select a city',
  phoneRequired: 'Phone number is required',
  businessPhoneRequired: 'Business phone is required',
  phoneInvalid: 'Please enter a valid Pakistani phone number, e.g. 0300 1234567 or +92 300 1234567', // Baraat
  businessNameRequired: 'Business name is required',
  businessNameMax: 'Business name must be at most 100 characters', // Baraat (limit from docs/product/texts.md#limits)
  businessDescriptionRequired: 'Business description is required',
  businessDescriptionMax: 'Business description must be at most 500 characters', // Baraat (bio limit, docs/product/texts.md#limits)
  businessAddressRequired: 'Business address is required',
  businessAddressMax: 'Business address must be at most 200 characters', // Baraat (limit from docs/product/texts.md#limits)
  businessTypeRequired: 'Please select a business type', // Baraat
  termsRequired: 'You must accept the terms and conditions',
  currentPasswordRequired: 'Current password is required', // Baraat
  newPasswordRequired: 'New password is required', // Baraat
  newPasswordsMismatch: 'New passwords do not match',
  newPasswordSameAsCurrent: 'New password must be different from current password',
  passwordMin8: 'Password must be at least 8 characters long', // Baraat
  passwordUppercase: 'Password must contain at least one uppercase letter', // Baraat
  passwordLowercase: 'Password must contain at least one lowercase letter', // Baraat
  passwordDigit: 'Password must contain at least one number', // Baraat
  passwordSpecial: 'Password must contain at least one special character', // Baraat
  passwordCommon: 'Password must not contain common patterns such as 123456, password or qwerty', // Baraat
  resetTokenRequired: 'Reset token is required', // Baraat
} as const;

export const AUTH_ERRORS = {
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  tooManyLoginAttempts: 'Too many login attempts. Please wait a few minutes before trying again.',
  emailExists: 'An account with this email already exists.',
  // Baraat: the spec shows no server texts for these.
  notAuthenticated: 'Not authenticated',
  sessionExpired: 'Your session has expired. Please sign in again.',
  invalidRefreshToken: 'Invalid or expired refresh token',
  currentPasswordWrong: 'Current password is incorrect',
  invalidResetToken: 'This password reset link is invalid or has expired.',
  resetRequested: 'If an account exists for that email, a password reset link has been sent.',
  passwordChanged: 'Password changed successfully!',
  passwordReset: 'Your password has been reset. You can now sign in.',
  loggedOut: 'Logged out',
  tooManyRequests: 'Too many requests - please try again later',
} as const;

// Kept in its own module so the client's first download (lib/http.ts) carries only these.
export { GLOBAL_ERRORS } from './global-errors';
