// The customer sign-up form filled in with good answers, as a new person would.
import type { Page } from '@playwright/test';

export const SIGN_UP_PASSWORD = 'mehndi7';

/** Fills every field of /signup for `username` (e-mail `{username}@example.pk`, in Lahore). */
export async function fillCustomerSignUp(page: Page, username: string, firstName = 'Zara') {
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Email' }).fill(`${username}@example.pk`);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(SIGN_UP_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(SIGN_UP_PASSWORD);
  await page.getByRole('textbox', { name: 'First name' }).fill(firstName);
  await page.getByRole('combobox', { name: 'City' }).selectOption({ label: 'Lahore' });
}
