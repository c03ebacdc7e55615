import { DEMO_OWNER, expect, signInThroughForm, test } from './support/fixtures';
import { waitForControllingWorker } from './support/service-worker';

const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  (Number(to.slice(5, 7)) - Number(from.slice(5, 7)));

test('the owner’s calendar shows the month online and again after a reload with no signal', async ({
  page,
  context,
  request,
}) => {
  const profile = await (await request.get('/api/listings/profile/shalimar-marquee')).json();
  const slot = profile.slots[0] as { date: string; start_time: string; end_time: string };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());
  const day = Number(slot.date.slice(8));

  async function showSlotDay() {
    for (let n = monthsBetween(today, slot.date); n > 0; n -= 1) {
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await page
      .locator('.calendar-day:not(.calendar-day-out)')
      .filter({ hasText: new RegExp(`^${day}(\\D|$)`) })
      .click();
    await expect(page.locator('.calendar-event-time').first()).toHaveText(
      `${slot.start_time}–${slot.end_time}`,
    );
  }

  await page.goto('/login');
  await signInThroughForm(page, DEMO_OWNER.email);
  await expect(page).toHaveURL(/\/business\/home$/);
  await waitForControllingWorker(page);
  await page
    .getByRole('navigation', { name: 'Business' })
    .getByRole('link', { name: 'Calendar' })
    .click();
  await expect(page.getByText(/^Last synced /)).toBeVisible();
  await expect(page.locator('.calendar-day')).toHaveCount(42);
  for (const type of ['Available', 'Blocked', 'Booking', 'Request', 'Walk-in']) {
    await expect(page.getByRole('list', { name: 'Legend' }).getByText(type)).toBeVisible();
  }
  await showSlotDay();

  await context.setOffline(true);
  await page.route('**/api/**', (route) => route.abort());
  try {
    await page.reload();
    await expect(
      page.getByText('Offline — showing the calendar saved on this device'),
    ).toBeVisible();
    await expect(page.getByText(/^Last synced /)).toBeVisible();
    await showSlotDay();
  } finally {
    await context.setOffline(false);
  }
});

test('the calendar fits a 360 px phone and its days answer the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login');
  await signInThroughForm(page, DEMO_OWNER.email);
  await page.goto('/business/home?tab=calendar');
  await expect(page.locator('.calendar-day')).toHaveCount(42);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await page.locator('.calendar-day').first().boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await page.locator('.calendar-day').nth(20).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.calendar-day').nth(20)).toHaveAttribute('aria-pressed', 'true');
});
