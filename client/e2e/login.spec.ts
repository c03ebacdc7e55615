import { DEMO_CUSTOMER, expect, test } from './support/fixtures';

test('a wrong password shows the spec text and keeps the user on the sign-in screen', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_CUSTOMER.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Not-the-password1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByText('Invalid email or password. Please check your credentials and try again.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_CUSTOMER.email);
});

test('an empty sign-in form is not sent and names the missing fields', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
});

test('the session survives a reload and a sign-in by username works', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill('demo_customer');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Baraat#2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('access_token'),
    user: localStorage.getItem('user'),
    userId: localStorage.getItem('userId'),
  }));
  expect(stored.token).toMatch(/^ey/);
  expect(JSON.parse(stored.user ?? '{}').email).toBe(DEMO_CUSTOMER.email);
  expect(stored.userId).toMatch(/^\d+$/);

  await page.reload();
  await expect(page.getByRole('button', { name: DEMO_CUSTOMER.firstName })).toBeVisible();
  await page.goto('/customer/dashboard');
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
});
