// Texts of the account screens (docs/product/README.md#routes-and-guards), used verbatim;
// translated where shown.
import { msg } from '@lingui/core/macro';

export const LOGIN_TEXT = {
  success: msg`Login successful! Redirecting...`,
  invalid: msg`Invalid email or password. Please check your credentials and try again.`,
  tooMany: msg`Too many login attempts. Please wait a few minutes before trying again.`,
  server: msg`Server error. Please try again later.`,
  fallback: msg`Login failed. Please check your credentials and try again.`,
  network: msg`Network error. Please check your connection and try again.`,
};

export const SIGNUP_TEXT = {
  customerSuccess: msg`Registration successful! Redirecting to home...`,
  businessSuccess: msg`Business registration successful! Redirecting to dashboard...`,
  checkInput: msg`Please check your input and try again.`,
  emailExists: msg`An account with this email already exists.`,
  server: msg`Server error. Please try again later.`,
  customerFallback: msg`Registration failed. Please try again.`,
  businessFallback: msg`Business registration failed. Please try again.`,
};

export const PASSWORD_TEXT = {
  changed: msg`Password changed successfully!`,
  changeFallback: msg`Failed to change password. Please try again.`,
};

/** Delays of docs/product/texts.md#limits: login redirect 1 s, registration and save redirect 2 s. */
export const LOGIN_REDIRECT_MS = 1000;
export const REGISTRATION_REDIRECT_MS = 2000;
