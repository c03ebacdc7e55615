import { expect, test } from './support/fixtures';

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('pages fit the width and the mobile menu opens, navigates and closes', async ({ page }) => {
    for (const route of ['/', '/login', '/signup', '/accounts/signup/business']) {
      await page.goto(route);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow on ${route}`).toBeLessThanOrEqual(0);
    }

    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'VENDORS' })).toBeVisible();
    await menu.getByRole('link', { name: 'DEALS' }).click();
    await expect(page).toHaveURL(/\/deals$/);
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});

test('on a desktop the main navigation is shown without the menu button', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const label of ['HOME', 'VENDORS', 'COMPARE', 'DEALS', 'REGISTER AS BUSINESS']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
});

test('deals says how far along it is and offers a way on', async ({ page }) => {
  await page.goto('/deals');
  await expect(page.getByRole('heading', { name: 'Deals' })).toBeVisible();
  await expect(page.getByText('75% complete')).toBeVisible();
  await page.getByRole('button', { name: 'Explore Other Features' }).click();
  await expect(page).toHaveURL(/\/$/);
});
