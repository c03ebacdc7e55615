import { expect, test } from './support/fixtures';

test('searching from home reaches /listings with only the chosen parameters and results', async ({
  page,
  request,
}) => {
  // A city that has photographers in the demo data.
  const answer = await request.get('/api/listings/search?type=Wedding%20Photography&limit=1');
  const city = (await answer.json()).businesses[0].business_city as string;

  await page.goto('/');
  const hero = page.getByRole('form', { name: 'Find vendors' });
  await hero.getByRole('combobox', { name: 'Business type' }).selectOption('Wedding Photography');
  await hero.getByRole('combobox', { name: 'City' }).selectOption(city);
  await hero.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(new RegExp(`/listings\\?type=Wedding\\+Photography&city=${city}$`));
  await expect(page.getByRole('heading', { name: 'Find Wedding Vendors' })).toBeVisible();
  await expect(page.getByText(/^Found \d+ vendors/)).toBeVisible();
  const cards = page.locator('.vendor-card');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allInnerTexts()) {
    expect(text).toContain('Wedding Photography');
    expect(text).toContain(city);
    expect(text).toMatch(/\d+ workers available/);
  }
});

test('paging keeps the filters in the URL and shows the next vendors', async ({ page }) => {
  await page.goto('/listings?city=Karachi');
  await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
  const firstPage = await page.locator('.vendor-card h2').allInnerTexts();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/listings\?city=Karachi&page=2$/);
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
  const secondPage = await page.locator('.vendor-card h2').allInnerTexts();
  expect(secondPage.some((name) => !firstPage.includes(name))).toBe(true);
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('Karachi');

  await page.getByRole('button', { name: 'Page 1' }).click();
  await expect(page).toHaveURL(/\/listings\?city=Karachi$/);
});

test('a search with no match shows No vendors found, and View All Vendors resets it', async ({
  page,
}) => {
  await page.goto('/listings?text=zzqqxx');
  await expect(page.getByRole('heading', { name: 'No vendors found' })).toBeVisible();
  await page.getByRole('button', { name: 'View All Vendors' }).click();
  await expect(page).toHaveURL(/\/listings$/);
  await expect(page.getByText(/^Found \d+ vendors/)).toBeVisible();
});

test('a category tile opens the listings of that type', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /Catering/ }).click();
  await expect(page).toHaveURL(/\/listings\?type=Catering\+Service$/);
  await expect(page.getByText(/^Found \d+ vendors/)).toBeVisible();
});

test('a failing search shows the Search Error box', async ({ page }) => {
  await page.route('**/api/listings/search**', (route) =>
    route.fulfill({ status: 500, body: '{}' }),
  );
  await page.goto('/listings?city=Quetta');
  await expect(page.getByText('Search Error')).toBeVisible();
  await expect(page.getByText('Failed to search listings. Please try again.')).toBeVisible();
});
