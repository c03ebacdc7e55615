import { expect, test, unique } from './support/fixtures';
import { fillCustomerSignUp } from './support/sign-up';

test('customer sign-up shows the spec messages and the error count, then signs in', async ({
  page,
}) => {
  await page.goto('/signup');
  const submit = page.getByRole('button', { name: 'Sign Up' });
  await expect(submit).toBeDisabled();

  await page.getByRole('textbox', { name: 'Username' }).fill('ab');
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('123');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('1234');
  await expect(page.getByText('Username must be at least 3 characters long')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByText('4 errors to fix')).toBeVisible();

  await page.getByRole('textbox', { name: 'Username' }).fill('has space');
  await expect(
    page.getByText(
      'Username can only contain letters, numbers, hyphens, and underscores (no spaces)',
    ),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill(' ');
  await page.getByRole('textbox', { name: 'First name' }).blur();
  await expect(page.getByText('First name is required')).toBeVisible();
  await page.getByRole('combobox', { name: 'City' }).focus();
  await page.getByRole('combobox', { name: 'City' }).blur();
  await expect(page.getByText('Please select a city')).toBeVisible();
  await expect(page.getByText('6 errors to fix')).toBeVisible();
  await expect(submit).toBeDisabled();

  await fillCustomerSignUp(page, unique('zara_'));
  await expect(page.getByText(/errors? to fix/)).toBeHidden();
  await submit.click();

  await expect(page.getByText('Registration successful! Redirecting to home...')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Zara' })).toBeVisible();
});

test('customer sign-up with a registered e-mail says so on the e-mail field', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Username' }).fill(unique('dup_'));
  await page.getByRole('textbox', { name: 'Email' }).fill('customer@baraat.pk');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('mehndi7');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('mehndi7');
  await page.getByRole('textbox', { name: 'First name' }).fill('Sana');
  await page.getByRole('combobox', { name: 'City' }).selectOption({ label: 'Karachi' });
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('An account with this email already exists.')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
  // Nothing typed is lost.
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Sana');
});

test('business sign-up flags a taken username, then registers and reaches the dashboard', async ({
  page,
}) => {
  await page.goto('/accounts/signup/business');
  await page.getByRole('textbox', { name: 'Username' }).fill('demo_owner');
  await expect(page.getByText('This username is already taken')).toBeVisible();

  const username = unique('venue_');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await expect(page.getByText('This username is already taken')).toBeHidden();
  await expect(page.getByText('Available').first()).toBeVisible();

  await page.getByRole('textbox', { name: 'First name' }).fill('Imran');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Ali');
  await page.getByRole('textbox', { name: 'Email' }).fill(`${username}@example.pk`);

  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await password.fill('shaadi');
  const checklist = page.getByRole('list', { name: 'Password requirements' });
  await expect(checklist.getByText('At least 8 characters (not met)')).toBeAttached();
  await password.fill('Shaadi#2026');
  await expect(checklist.getByText('At least 8 characters (met)')).toBeAttached();
  await expect(checklist.getByText('One special character (met)')).toBeAttached();
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('Shaadi#2026');

  await page.getByRole('textbox', { name: 'Mobile' }).fill('12345');
  await page.getByRole('textbox', { name: 'Mobile' }).blur();
  await expect(page.getByText(/valid Pakistani phone number/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Mobile' }).fill('0300 1234567');

  await page.getByRole('textbox', { name: 'Business name' }).fill('Noor Banquet Hall');
  await page
    .getByRole('combobox', { name: 'Business type' })
    .selectOption({ label: 'Marriage Marquee' });
  await page.getByRole('textbox', { name: 'Business description' }).fill('Banquet for 600 guests');
  await page.getByRole('textbox', { name: 'Business address' }).fill('Gulberg III, Lahore');
  await page.getByRole('textbox', { name: 'Business phone' }).fill('042 35761234');

  await page.getByRole('button', { name: 'Register Business' }).click();
  await expect(page.getByText('You must accept the terms and conditions')).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Register Business' }).click();

  await expect(
    page.getByText('Business registration successful! Redirecting to dashboard...'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/business\/home\?tab=dashboard$/);
  await expect(page.getByRole('button', { name: 'Noor Banquet Hall' })).toBeVisible();
});
