// Texts of the account screens (docs/product/README.md#routes-and-guards), used verbatim.
export const LOGIN_TEXT = {
  success: 'Login successful! Redirecting...',
  invalid: 'Invalid email or password. Please check your credentials and try again.',
  tooMany: 'Too many login attempts. Please wait a few minutes before trying again.',
  server: 'Server error. Please try again later.',
  fallback: 'Login failed. Please check your credentials and try again.',
  network: 'Network error. Please check your connection and try again.',
} as const;

export const SIGNUP_TEXT = {
  customerSuccess: 'Registration successful! Redirecting to home...',
  businessSuccess: 'Business registration successful! Redirecting to dashboard...',
  checkInput: 'Please check your input and try again.',
  emailExists: 'An account with this email already exists.',
  server: 'Server error. Please try again later.',
  customerFallback: 'Registration failed. Please try again.',
  businessFallback: 'Business registration failed. Please try again.',
} as const;

export const PASSWORD_TEXT = {
  changed: 'Password changed successfully!',
  changeFallback: 'Failed to change password. Please try again.',
} as const;

/** Delays of docs/product/texts.md#limits: login redirect 1 s, registration and save redirect 2 s. */
export const LOGIN_REDIRECT_MS = 1000;
export const REGISTRATION_REDIRECT_MS = 2000;
