// What a first visit downloads before its screen shows (docs/architecture.md#3-client): the
// landing pages paint their heading with the shell alone, and the query client, the HTTP
// client and the header's signed-in half come after that paint; a visitor never downloads
// that half. Each screen then shows what it reads.
import type { Browser, Page } from '@playwright/test';
import { DEMO_CUSTOMER, DEMO_OWNER, expect, signInThroughForm, test } from './support/fixtures';

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

/** Notes the moment the screen's heading is in the page, in the clock resource timings use. */
async function watchHeading(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('#main h1')) return;
      Object.assign(window, { mainContentAt: performance.now() });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The query client's code was asked for after the heading was in the page. */
async function expectQueryClientAfterHeading(page: Page) {
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
}

test("a visitor's home page shows before the query client's code is asked for, and searches once it has come", async ({
  page,
}) => {
  const scripts = scriptsAskedBy(page);
  await watchHeading(page);
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find your perfect wedding vendors' }),
  ).toBeVisible();
  // The client's code comes at an idle moment after the first paint.
  await expectQueryClientAfterHeading(page);
  expect(scripts.filter((path) => path.includes('/signed-in-'))).toEqual([]);

  await page
    .getByRole('form', { name: 'Find vendors' })
    .getByRole('button', { name: 'Search' })
    .click();
  await expect(page.getByRole('heading', { name: 'Find Wedding Vendors' })).toBeVisible();
  await expect(page.getByText(/^Found \d+ vendors/)).toBeVisible();
});

test("the listings and a vendor's profile show their heading before the query client's code, then what they read", async ({
  page,
}) => {
  await watchHeading(page);
  await page.goto('/listings');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Wedding Vendors' })).toBeVisible();
  await expectQueryClientAfterHeading(page);
  await expect(page.getByText(/^Found \d+ vendors/)).toBeVisible();

  const profile = await page.context().newPage();
  await watchHeading(profile);
  await profile.goto('/listings/profile/shalimar-marquee');
  await expect(
    profile.getByRole('heading', { level: 1, name: DEMO_OWNER.businessName }),
  ).toBeVisible();
  await expectQueryClientAfterHeading(profile);
  // The sections come with the reads, and a visitor is offered sign-in to save.
  await expect(profile.getByRole('heading', { name: 'Check Availability' })).toBeVisible();
  await expect(profile.getByRole('link', { name: '♡ Sign in to save' })).toBeVisible();
});

/** A browser with `email`'s stored session and nothing in its cache. */
async function signedInFresh(page: Page, browser: Browser, baseURL: string, email: string) {
  await page.goto('/login');
  await signInThroughForm(page, email);
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    storageState: await page.context().storageState(),
  });
  const fresh = await context.newPage();
  await watchHeading(fresh);
  return fresh;
}

test('a signed-in first load shows the heading, then the query client, the header’s signed-in half and the reads', async ({
  page,
  browser,
  baseURL,
}) => {
  const fresh = await signedInFresh(page, browser, baseURL!, DEMO_CUSTOMER.email);
  const scripts = scriptsAskedBy(fresh);
  await fresh.goto('/customer/dashboard');
  await expect(
    fresh.getByRole('heading', { level: 1, name: `Welcome, ${DEMO_CUSTOMER.firstName}` }),
  ).toBeVisible();
  await expectQueryClientAfterHeading(fresh);
  await expect(fresh.getByRole('link', { name: /^Notifications/ })).toBeVisible();
  await expect(fresh.getByRole('link', { name: /^Messages/ })).toBeVisible();
  expect(scripts.some((path) => /\/assets\/signed-in-[^/]+\.js$/.test(path))).toBe(true);
  await fresh.context().close();
});

test("the owner's desk shows its heading before the query client's code, then the business", async ({
  page,
  browser,
  baseURL,
}) => {
  const fresh = await signedInFresh(page, browser, baseURL!, DEMO_OWNER.email);
  await fresh.goto('/business/home');
  await expect(fresh.getByRole('heading', { level: 1 })).toBeVisible();
  await expectQueryClientAfterHeading(fresh);
  await expect(
    fresh.getByRole('heading', { level: 1, name: DEMO_OWNER.businessName }),
  ).toBeVisible();
  await fresh.context().close();
});

/** The addresses of the page's own scripts that a `<link rel=modulepreload>` names again. */
function scriptsPreloadedAgain(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scripts = Array.from(
      document.querySelectorAll<HTMLScriptElement>('script[src]'),
      (script) => script.src,
    );
    return Array.from(
      document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
      (link) => link.href,
    ).filter((href) => scripts.includes(href));
  });
}

test("a vendor's profile in English asks for the script it started with once: its lazy imports never preload it again", async ({
  page,
}) => {
  // The sections come with the reads, each a lazy import, and the booking form's code once
  // the screen has settled (3 s, then an idle moment within 2 s: lib/idle.ts).
  await page.goto('/listings/profile/shalimar-marquee');
  await expect(page.getByRole('heading', { name: 'Check Availability' })).toBeVisible();
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => /\/assets\/booking-form-[^/]+\.js$/.test(entry.name)),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
  expect(await scriptsPreloadedAgain(page)).toEqual([]);
});

test("a vendor's profile in Urdu asks for the script it started with once: the catalog and the font loader, imported before the first paint, do not preload it again", async ({
  page,
}) => {
  await page.goto('/listings/profile/shalimar-marquee?lang=ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('heading', { level: 1, name: DEMO_OWNER.businessName }),
  ).toBeVisible();
  expect(await scriptsPreloadedAgain(page)).toEqual([]);
});
