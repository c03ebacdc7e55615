// Right to left (docs/architecture.md#right-to-left): with <html dir="rtl"> the layout mirrors
// by itself, icons that point along the line turn round, the chevrons the bidi algorithm
// mirrors are left alone, arrow keys and scroll buttons go on toward the end, and fields of
// figures and addresses stay left to right. The page's direction is set here as the language
// switch sets it.
import type { Locator, Page } from '@playwright/test';
import { noSideScroll, signInAsOwner } from './support/demo-owner';
import { expect, test } from './support/fixtures';

async function rightToLeft(page: Page) {
  await page.evaluate(() => {
    document.documentElement.lang = 'ur';
    document.documentElement.dir = 'rtl';
  });
}

const x = async (locator: Locator) => (await locator.boundingBox())!.x;
const transformOf = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).transform);

test("a vendor's profile in right to left: the back arrow turns, the week and the gallery run from the right, the arrow keys go on leftwards", async ({
  page,
}) => {
  await page.goto('/listings?type=Marriage%20Marquee');
  await page.locator('.vendor-card h2').first().click();
  await expect(page.getByRole('heading', { name: 'Check Availability' })).toBeVisible();
  const arrow = page.locator('.back-link .icon-directional');
  expect(await transformOf(arrow)).toBe('none');

  await rightToLeft(page);
  expect(await transformOf(arrow)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  expect(await noSideScroll(page)).toBe(true);

  const weekdays = page.locator('.availability-calendar-weekday');
  expect(await x(weekdays.nth(0))).toBeGreaterThan(await x(weekdays.nth(1)));
  const previous = page.getByRole('button', { name: 'Previous month' });
  const next = page.getByRole('button', { name: 'Next month' });
  expect(await x(previous)).toBeGreaterThan(await x(next));
  // ‹ is drawn mirrored by the bidi algorithm itself: no transform on top of it.
  expect(await transformOf(previous)).toBe('none');

  // The gallery starts at the right; its end button, on the left, scrolls on to the left.
  const track = page.locator('.gallery-track');
  const towardEnd = page.getByRole('button', { name: 'Scroll photos right' });
  expect(await x(towardEnd)).toBeLessThan(await x(track));
  await towardEnd.click();
  await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeLessThan(-100);

  await page.getByRole('button', { name: /^Open photo 1 of/ }).click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox.getByText(/1 \/ 4/)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByText(/2 \/ 4/)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText(/1 \/ 4/)).toBeVisible();
});

test("the owner's chart in right to left: value axis on the right, the first month rightmost, the left arrow to the next", async ({
  page,
}) => {
  await signInAsOwner(page);
  await page.goto('/business/home?tab=dashboard');
  const chart = page.getByRole('figure', { name: 'Revenue, last 6 months' });
  const bars = chart.getByRole('img');
  await expect(bars).toHaveCount(6);
  await rightToLeft(page);
  expect(await noSideScroll(page)).toBe(true);

  expect(await x(chart.locator('.chart-y'))).toBeGreaterThan(await x(chart.locator('.chart-area')));
  expect(await x(bars.first())).toBeGreaterThan(await x(bars.last()));
  const labels = chart.locator('.chart-x li');
  expect(await x(labels.first())).toBeGreaterThan(await x(labels.last()));

  await bars.first().focus();
  await page.keyboard.press('ArrowLeft');
  await expect(bars.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(bars.first()).toBeFocused();
});

test('a phone and an e-mail field stay left to right in a right-to-left page, a name field does not', async ({
  page,
}) => {
  await page.goto('/signup');
  await rightToLeft(page);
  const direction = (label: string) =>
    page
      .getByRole('textbox', { name: label })
      .evaluate((element) => getComputedStyle(element).direction);
  expect(await direction('Email')).toBe('ltr');
  expect(await direction('Mobile (optional)')).toBe('ltr');
  expect(await direction('First name')).toBe('rtl');
});
