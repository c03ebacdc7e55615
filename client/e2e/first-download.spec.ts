// What a first visit downloads before its screen shows (docs/architecture.md#3-client): a
// visitor's home page paints without the query client and the HTTP client, which come at an
// idle moment after it, and without the header's signed-in half, which never comes; a
// signed-in screen brings both with its own code.
import type { Page } from '@playwright/test';
import { DEMO_CUSTOMER, expect, signInThroughForm, test } from './support/fixtures';

// A first visit: no service worker answers from its precache.
test.use({ serviceWorkers: 'block' });

/** The paths of the scripts the page asks for from now on. */
function scriptsAskedBy(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  return scripts;
}

test("a visitor's home page shows before the query client's code is asked for, and searches once it has come", async ({
  page,
}) => {
  const scripts = scriptsAskedBy(page);
  // The moment the screen's heading is in the page, in the clock resource timings use.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('#main h1')) return;
      Object.assign(window, { mainContentAt: performance.now() });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find your perfect wedding vendors' }),
  ).toBeVisible();
  // The client's code comes at an idle moment after the first paint.
  const askedAt = await page
    .waitForFunction(
      () =>
        performance
          .getEntriesByType('resource')
          .find((entry) => /\/assets\/query-[^/]+\.js$/.test(entry.name))?.startTime,
    )
    .then((handle) => handle.jsonValue());
  const shownAt = await page.evaluate(() => (window as { mainContentAt?: number }).mainContentAt);
  expect(shownAt).toBeDefined();
  expect(askedAt).toBeGreaterThan(shownAt!);
  expect(scripts.filter((path) => path.includes('/signed-in-'))).toEqual([]);

  await page
    .getByRole('form', { name: 'Find vendors' })
    .getByRole('button', { name: 'Search' })
    .click();
  await expect(page.getByRole('heading', { name: 'Find Wedding Vendors' })).toBeVisible();
  await expect(page.getByText(/^Found \d+ vendors/)).toBeVisible();
});

test('a signed-in first load brings the query client and the header’s signed-in half with the screen', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/login');
  await signInThroughForm(page, DEMO_CUSTOMER.email);
  // Another browser with the stored session and nothing in its cache.
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    storageState: await page.context().storageState(),
  });
  const fresh = await context.newPage();
  const scripts = scriptsAskedBy(fresh);
  await fresh.goto('/customer/dashboard');
  await expect(
    fresh.getByRole('heading', { level: 1, name: `Welcome, ${DEMO_CUSTOMER.firstName}` }),
  ).toBeVisible();
  await expect(fresh.getByRole('link', { name: /^Notifications/ })).toBeVisible();
  await expect(fresh.getByRole('link', { name: /^Messages/ })).toBeVisible();
  expect(scripts.some((path) => /\/assets\/query-[^/]+\.js$/.test(path))).toBe(true);
  expect(scripts.some((path) => /\/assets\/signed-in-[^/]+\.js$/.test(path))).toBe(true);
  await context.close();
});
