import { expect, test } from './support/fixtures';

test('advanced search counts filters, runs after typing stops and saves a search', async ({
  page,
}) => {
  await page.goto('/search');
  await expect(page.getByText('Type a name or choose a filter to search.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters (0)' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Business type' }).selectOption('Marriage Marquee');
  await page.getByRole('button', { name: 'Verified' }).click();
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  await expect(page.getByText(/^Found \d+ vendors/)).toBeVisible();
  for (const text of await page.locator('.vendor-card').allInnerTexts()) {
    expect(text).toContain('Marriage Marquee');
  }

  // A toggle cycles back to unset.
  await page.getByRole('button', { name: 'Verified' }).click();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Name this search' }).fill('Marquees');
  await page.getByRole('button', { name: 'Save Search' }).click();
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByRole('button', { name: 'Filters (0)' })).toBeVisible();
  await page.reload();
  await page
    .getByRole('list', { name: 'Saved searches' })
    .getByRole('button', { name: 'Marquees', exact: true })
    .click();
  await expect(page.getByRole('combobox', { name: 'Business type' })).toHaveValue(
    'Marriage Marquee',
  );
  await expect(page.getByText(/^Found \d+ vendors/)).toBeVisible();
});

test('a price the query schema refuses is shown on its field and not searched', async ({
  page,
}) => {
  await page.goto('/search');
  const minPrice = page.getByRole('textbox', { name: 'Min price (Rs)' });
  const maxPrice = page.getByRole('textbox', { name: 'Max price (Rs)' });
  await maxPrice.fill('lots');
  await expect(
    page.getByText('Max price must be a whole number of rupees (0 or more)'),
  ).toBeVisible();
  await expect(page.getByText(/^Found \d+ vendors/)).toBeHidden();

  await minPrice.fill('300000');
  await maxPrice.fill('100000');
  await expect(page.getByText('Max price must not be below min price')).toBeVisible();
  await expect(page.getByText(/^Found \d+ vendors/)).toBeHidden();

  await minPrice.fill('');
  await maxPrice.fill('900000');
  await expect(page.getByText('Max price must not be below min price')).toBeHidden();
  await expect(page.getByText(/^Found \d+ vendors/)).toBeVisible();
});
