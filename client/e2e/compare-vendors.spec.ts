import { expect, test } from './support/fixtures';

test('up to three vendors compare side by side, and a fourth is refused', async ({ page }) => {
  await page.goto('/compare-vendors');
  await expect(page.getByText('No vendors chosen yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Search' }).click();
  const adds = page.getByRole('button', { name: 'Add to compare' });
  await expect(adds.first()).toBeVisible();
  // Each click waits for the one before to show as Added: clicked before the page has drawn
  // it, the first "Add to compare" is still the vendor just added, about to be disabled.
  for (let i = 0; i < 3; i += 1) {
    await adds.first().click();
    await expect(page.getByRole('button', { name: 'Added' })).toHaveCount(i + 1);
  }

  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(4);
  await expect(page).toHaveURL(/ids=\d+%2C\d+%2C\d+|ids=\d+,\d+,\d+/);
  await expect(table.getByRole('rowheader', { name: 'Price range' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Price range/ })).toContainText('Rs');

  await adds.first().click();
  await expect(page.getByRole('alert')).toHaveText('You can compare up to 3 vendors at once.');

  await table.getByRole('button', { name: 'Remove' }).first().click();
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  // The choice is in the URL: a reload keeps it.
  await page.reload();
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(3);
});
