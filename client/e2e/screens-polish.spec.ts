// The owner's and the customer's screens on a phone (390×844) and a tablet (1024×768), as
// issue 32's audit saw them: no figure is cut (tables become cards on a phone), and the
// desk's tabs show that they scroll.
import type { Page } from '@playwright/test';
import { storageStateOf } from './support/audit';
import { test as base, expect } from './support/fixtures';
import { layoutProblems } from './support/layout-checks';

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };

/**
 * The test's page at a size, signed in as the demo owner or customer (the session in
 * localStorage, as the app keeps it), on a screen.
 */
const test = base.extend<{
  openAs: (role: 'owner' | 'customer', size: typeof PHONE, url: string) => Promise<void>;
}>({
  openAs: async ({ page, request, baseURL }, use) => {
    await use(async (role, size, url) => {
      await page.setViewportSize(size);
      const state = await storageStateOf(request, baseURL!, role);
      await page.goto('/about_us');
      await page.evaluate((items) => {
        for (const { name, value } of items) localStorage.setItem(name, value);
      }, state.origins[0]!.localStorage);
      await page.goto(url);
    });
  },
});

/** What the layout check says of cut figures on the page as it is. */
const cutFigures = async (page: Page) =>
  (await layoutProblems(page)).filter((problem) => problem.startsWith('the figure'));

test('the layout check finds a figure cut by its box, and passes one whose scroller shows more', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.setContent(`<html lang="en"><title>Figures</title><main>
    <div style="overflow: hidden; width: 60px"><p style="width: 200px">Rs 3,707,000</p></div>
    <p style="overflow: hidden; text-overflow: ellipsis; white-space: nowrap; width: 40px">85.7%</p>
    <div style="overflow-x: auto; width: 100px"><p style="width: 300px; text-align: right">Rs 1,227,500</p></div>
    <div class="more-after"><div style="overflow-x: auto; width: 100px"><p style="width: 300px; text-align: right">Rs 40,000</p></div></div>
    <div style="overflow: hidden; width: 60px"><p style="width: 200px">Platinum Baraat Package</p></div>
    <p>Rs 151,000</p>
  </main></html>`);
  expect(await cutFigures(page)).toEqual([
    'the figure <p> "Rs 3,707,000" is cut off by <div> "Rs 3,707,000"',
    'the figure <p> "85.7%" is cut off by <p> "85.7%"',
    'the figure <p> "Rs 1,227,500" is cut off by <div> "Rs 1,227,500", which scrolls without showing it',
  ]);
});

test('on a phone the Dashboard’s Top packages are cards with whole figures; a table on a tablet', async ({
  page,
  openAs,
}) => {
  await openAs('owner', PHONE, '/business/home?tab=dashboard');
  const table = page.getByRole('table', { name: 'Top packages' });
  const revenue = table.locator('td[data-label="Revenue"]');
  await expect(revenue.first()).toBeVisible();
  for (const cell of await revenue.all()) {
    await cell.scrollIntoViewIfNeeded();
    await expect(cell).toHaveText(/^Rs\s[\d,]+$/);
    await expect(cell).toBeInViewport({ ratio: 1 });
  }
  // Each card names its figures, as the table's head would.
  expect(
    await revenue
      .first()
      .evaluate((cell) => getComputedStyle(cell, '::before').content.replaceAll('"', '')),
  ).toBe('Revenue');
  expect(await cutFigures(page)).toEqual([]);

  await page.setViewportSize(TABLET);
  await expect(table.getByRole('columnheader', { name: 'Revenue' })).toBeVisible();
  expect(await cutFigures(page)).toEqual([]);
});

test('on a phone the customer’s Payments show every Amount and Status whole', async ({
  page,
  openAs,
}) => {
  await openAs('customer', PHONE, '/customer/dashboard?tab=payments');
  const table = page.getByRole('table', { name: 'Payments' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  for (const row of await table.locator('tbody tr').all()) {
    for (const label of ['Amount', 'Status']) {
      const cell = row.locator(`td[data-label="${label}"]`);
      await cell.scrollIntoViewIfNeeded();
      await expect(cell).toBeInViewport({ ratio: 1 });
    }
    await expect(row.locator('td[data-label="Amount"]')).toHaveText(/^Rs\s[\d,]+$/);
  }
  expect(await cutFigures(page)).toEqual([]);
});

/** Where the business tabs' row stands: its scroll, its arrows, and the shown tab's box. */
function tabStrip(page: Page) {
  return page.locator('.tab-strip-frame').evaluate((frame) => {
    const strip = frame.querySelector('.tab-strip')!;
    const box = strip.getBoundingClientRect();
    const shown = strip.querySelector('[aria-current="page"]')!.getBoundingClientRect();
    const arrow = (edge: string) => {
      const element = frame.querySelector(`.tab-strip-arrow-${edge}`);
      if (!element) return null;
      const { width, height } = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return { width, height, text: element.textContent, visible: style.visibility !== 'hidden' };
    };
    return {
      scrolled: strip.scrollLeft,
      before: arrow('before'),
      after: arrow('after'),
      // Whole, and clear of the 32 px fades at the edges.
      shownClear: shown.left >= box.left + 31 && shown.right <= box.right - 31,
      shownWhole: shown.left >= box.left - 0.5 && shown.right <= box.right + 0.5,
    };
  });
}

test('on a phone the desk’s tabs show an arrow where more tabs wait, and scroll to the shown one', async ({
  page,
  openAs,
}) => {
  await openAs('owner', PHONE, '/business/home');
  const tabs = page.getByRole('navigation', { name: 'Business' });
  await expect(tabs.getByRole('link', { name: 'Home' })).toBeVisible();
  let strip = await tabStrip(page);
  expect(strip.before).toBeNull();
  expect(strip.after).toMatchObject({ text: '›', visible: true });
  expect(strip.after!.height).toBeGreaterThanOrEqual(40);

  // The arrow moves the row on: more tabs come into sight, and the way back shows its arrow.
  await page.locator('.tab-strip-arrow-after').click();
  await expect.poll(async () => (await tabStrip(page)).scrolled).toBeGreaterThan(100);
  await expect.poll(async () => (await tabStrip(page)).before?.text).toBe('‹');

  for (const tab of ['settings', 'calendar', 'media']) {
    await page.goto(`/business/home?tab=${tab}`);
    await expect(tabs.locator('[aria-current="page"]')).toBeVisible();
    strip = await tabStrip(page);
    expect(strip.shownWhole, tab).toBe(true);
    if (strip.after) expect(strip.shownClear, tab).toBe(true);
  }
  expect((await tabStrip(page)).after).toBeNull();
});
