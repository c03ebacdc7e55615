import type { APIRequestContext } from '@playwright/test';
import { expect, signInThroughForm, test, unique } from './support/fixtures';

async function newCustomer(request: APIRequestContext, password: string) {
  const username = unique('acct_');
  const email = `${username}@example.pk`;
  const response = await request.post('/api/auth/signup/customer', {
    data: { username, email, password, first_name: 'Hina', city_id: 3 },
  });
  expect(response.status()).toBe(201);
  return { username, email };
}

test('change password rates the new password, applies the rules and signs in with it', async ({
  page,
  request,
}) => {
  const { email } = await newCustomer(request, 'first-pass1');
  await page.goto('/login');
  await signInThroughForm(page, email, 'first-pass1');
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'Hina' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/change-password$/);

  await page.getByRole('textbox', { name: 'Current password' }).fill('first-pass1');
  const fresh = page.getByRole('textbox', { name: 'New password', exact: true });
  await fresh.fill('abc');
  await expect(page.getByText('Strength: Weak')).toBeVisible();
  await fresh.fill('Qwerty#2026x');
  await expect(
    page.getByText('Password must not contain common patterns such as 123456, password or qwerty'),
  ).toBeVisible();
  await fresh.fill('Mehndi@Night2026');
  await expect(page.getByText('Strength: Strong')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Mehndi@Night');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('New passwords do not match')).toBeVisible();

  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Mehndi@Night2026');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed successfully!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const login = await request.post('/api/auth/login', {
    form: { username: email, password: 'Mehndi@Night2026' },
  });
  expect(login.status()).toBe(200);
});

test('a wrong current password is shown on its field', async ({ page, request }) => {
  const { email } = await newCustomer(request, 'first-pass1');
  await page.goto('/login');
  await signInThroughForm(page, email, 'first-pass1');
  await page.goto('/change-password');
  await page.getByRole('textbox', { name: 'Current password' }).fill('not-it-1');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Mehndi@Night2026');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Mehndi@Night2026');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
});

test('a forgotten password is reset through the mailed link', async ({ page, request, server }) => {
  const { email } = await newCustomer(request, 'first-pass1');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in form stays on screen until the next route has loaded.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('If an account exists for that email, a password reset link has been sent.'),
  ).toBeVisible();

  // No SMTP here: the link is in the mail outbox and the server log.
  await expect.poll(() => server.logs.some((line) => line.mail_to === email)).toBe(true);
  const mail = server.logs.find((line) => line.mail_to === email)!;
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(String(mail.body))![0];
  await page.goto(new URL(link).pathname + new URL(link).search);

  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Baraat@Reset26');
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Baraat@Reset26');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been reset. You can now sign in.')).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).last().click();
  await signInThroughForm(page, email, 'Baraat@Reset26');
  await expect(page).toHaveURL(/\/$/);
});
