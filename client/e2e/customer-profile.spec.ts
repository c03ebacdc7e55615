import { expect, signInThroughForm, test, unique } from './support/fixtures';

test('a customer edits the profile; names are required and the e-mail stays', async ({
  page,
  request,
}) => {
  const username = unique('hina_');
  const email = `${username}@example.pk`;
  await request.post('/api/auth/signup/customer', {
    data: { username, email, password: 'mehndi7', first_name: 'Hina', city_id: 3 },
  });
  await page.goto('/login');
  await signInThroughForm(page, email, 'mehndi7');
  await page.goto('/customers/profile');
  await expect(page.getByText(email)).toBeVisible();

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');
  await page.getByRole('textbox', { name: 'Last name' }).fill('');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Last name is required')).toBeVisible();

  await page.getByRole('textbox', { name: 'Last name' }).fill('Raza');
  await page.getByRole('textbox', { name: 'Address' }).fill('House 4, F-7/2, Islamabad');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByText('Hina Raza')).toBeVisible();
  await expect(page.getByText('House 4, F-7/2, Islamabad')).toBeVisible();
  await expect(page.getByText('Profile updated successfully!')).toBeHidden({ timeout: 5000 });
});

test('a visitor is asked to sign in on the profile page', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).last()).toHaveAttribute(
    'href',
    '/login',
  );
});
