import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

interface ApiPackage {
  package_name: string;
  price: number;
  category: string;
}

/** What the page asks for first: the default price range, most popular first, 12 a page. */
const FIRST_PAGE = '/api/packages/search?min_price=0&max_price=500000&sort=popularity&limit=12';
const WARNING = 'You can compare up to 4 packages at once.';

const digits = (text: string) => text.replace(/\D/g, '');

function screen(page: Page) {
  const list = page.getByRole('region', { name: 'Packages', exact: true });
  const table = page.getByRole('table', { name: /^Selected packages/ });
  return {
    cards: list.getByRole('article'),
    table,
    columns: table.getByRole('columnheader'),
    cells: (row: string) =>
      table.getByRole('row', { name: new RegExp(`^${row}`) }).getByRole('cell'),
    resultLine: page.getByRole('status').filter({ hasText: /^Found \d+ packages/ }),
    warning: page.getByRole('alert').filter({ hasText: WARNING }),
  };
}

async function addFirst(page: Page, count: number) {
  const { cards } = screen(page);
  for (let i = 0; i < count; i += 1) {
    await cards.nth(i).getByRole('button', { name: 'Add to compare' }).click();
    await expect(cards.nth(i).getByRole('button', { name: 'Added' })).toBeDisabled();
  }
}

test('four selected packages stand side by side with their real prices', async ({
  page,
  request,
}) => {
  const expected = ((await (await request.get(FIRST_PAGE)).json()).packages as ApiPackage[]).slice(
    0,
    4,
  );
  await page.goto('/compare-packages');
  const { cards, table, columns, cells } = screen(page);
  await expect(cards).toHaveCount(12);
  await addFirst(page, 4);

  await expect(table).toHaveAccessibleName('Selected packages, 4 of 4');
  await expect(columns).toHaveText(expected.map((item) => item.package_name));
  const prices = await cells('Price').allInnerTexts();
  expect(prices.map(digits)).toEqual(expected.map((item) => String(item.price)));
  const cardPrices = await cards.locator('.compare-card-price').allInnerTexts();
  expect(prices).toEqual(cardPrices.slice(0, 4));
  await expect(cells('Availability')).toHaveText(
    Array(4).fill(/^(Available|Limited Availability|Unavailable)$/),
  );
  await expect(
    cells('Actions')
      .first()
      .getByRole('link', { name: /^View vendor/ }),
  ).toHaveAttribute('href', /^\/listings\/profile\/[a-z0-9-]+$/);
});

test('a fifth package warns, and removing one makes room for it', async ({ page }) => {
  await page.goto('/compare-packages');
  const { cards, columns, cells, warning } = screen(page);
  await addFirst(page, 4);
  const names = await columns.allInnerTexts();

  await cards.nth(4).getByRole('button', { name: 'Add to compare' }).click();
  await expect(warning).toBeVisible();
  await expect(columns).toHaveCount(4);

  await cells('Actions')
    .nth(1)
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(warning).toBeHidden();
  await expect(columns).toHaveCount(3);
  await expect(cards.nth(1).getByRole('button', { name: 'Add to compare' })).toBeEnabled();

  const fifth = (await cards.nth(4).getByRole('heading').textContent()) ?? '';
  await cards.nth(4).getByRole('button', { name: 'Add to compare' }).click();
  await expect(columns).toHaveText([names[0]!, names[2]!, names[3]!, fifth]);
  await expect(warning).toBeHidden();
});

test('a category filter narrows the list to that category', async ({ page, request }) => {
  const photography = await (
    await request.get(`${FIRST_PAGE}&category=Wedding%20Photography`)
  ).json();
  await page.goto('/compare-packages');
  const { cards, resultLine } = screen(page);
  await expect(resultLine).toBeVisible();
  const before = Number((await resultLine.textContent())?.match(/Found (\d+)/)?.[1]);

  await page.getByRole('combobox', { name: 'Category' }).selectOption('Wedding Photography');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/\/compare-packages\?category=Wedding\+Photography$/);
  await expect(resultLine).toHaveText(new RegExp(`^Found ${photography.total_count} packages`));
  expect(photography.total_count).toBeLessThan(before);
  await expect(cards).toHaveCount(Math.min(12, photography.total_count));
  for (const text of await cards.allInnerTexts()) expect(text).toContain('Wedding Photography');
  await expect(cards.first().getByRole('heading')).toHaveText(
    (photography.packages as ApiPackage[])[0]!.package_name,
  );
});

test('a price range the wrong way round is refused in the panel, in the schema’s words', async ({
  page,
}) => {
  await page.goto('/compare-packages');
  const { resultLine } = screen(page);
  await expect(resultLine).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Min price (Rs)' }).fill('300000');
  await page.getByRole('spinbutton', { name: 'Max price (Rs)' }).fill('100000');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  const refused = page.getByText('Max price must not be below min price');
  await expect(refused).toBeVisible();
  await expect(page).toHaveURL(/\/compare-packages$/);

  await page.getByRole('spinbutton', { name: 'Max price (Rs)' }).fill('400000');
  await expect(refused).toBeHidden();
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/\/compare-packages\?min_price=300000&max_price=400000$/);

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL(/\/compare-packages$/);
  await expect(page.getByRole('spinbutton', { name: 'Min price (Rs)' })).toHaveValue('0');
});

test('a price range with nothing in it shows No packages found', async ({ page }) => {
  await page.goto('/compare-packages?min_price=1&max_price=2');
  await expect(page.getByRole('heading', { name: 'No packages found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search criteria or filters')).toBeVisible();
});

test('a failed load offers Retry, which loads the packages', async ({ page }) => {
  let failing = true;
  await page.route('**/api/packages/search**', (route) =>
    failing ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
  );
  await page.goto('/compare-packages');
  await expect(page.getByText('Failed to load packages. Please try again.')).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(screen(page).cards).toHaveCount(12);
});

test('at 360 px the comparison scrolls inside its box, not the page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/compare-packages');
  await addFirst(page, 4);
  const box = page.getByRole('region', { name: 'Package comparison' });
  await expect(box).toBeVisible();
  const widths = await box.evaluate((element) => ({
    inner: element.scrollWidth,
    shown: element.clientWidth,
    page: document.documentElement.scrollWidth,
  }));
  expect(widths.inner).toBeGreaterThan(widths.shown);
  expect(widths.page).toBeLessThanOrEqual(360);
});
