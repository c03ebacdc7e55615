// The calendar's month, week and day views on a tablet (768 × 1024) and a phone (360 × 740):
// nothing scrolls sideways, every button is big enough for a finger, Previous and Next move by
// a week or a day, events are buttons the keyboard reaches, and the week works offline.
import { formatDate, formatTimeRange } from '@baraat/shared/domain/format';
import type { Page } from '@playwright/test';
import { DEMO_OWNER, expect, signInThroughForm, test } from './support/fixtures';
import { waitForControllingWorker } from './support/service-worker';

interface DemoSlot {
  date: string;
  start_time: string;
  end_time: string;
}

const SIZES = [
  { width: 768, height: 1024 },
  { width: 360, height: 740 },
];

const todayInPakistan = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());
const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  (Number(to.slice(5, 7)) - Number(from.slice(5, 7)));
const dayTitle = (date: string) => formatDate(date);
const nextDay = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
};

async function demoSlot(page: Page): Promise<DemoSlot> {
  const profile = await (await page.request.get('/api/listings/profile/shalimar-marquee')).json();
  return profile.slots[0] as DemoSlot;
}

/** In the month view, turns to the slot's month and chooses its day. */
async function chooseDay(page: Page, date: string) {
  for (let n = monthsBetween(todayInPakistan(), date); n > 0; n -= 1) {
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await page
    .locator('.calendar-day:not(.calendar-day-out)')
    .filter({ hasText: new RegExp(`^${Number(date.slice(8))}(\\D|$)`) })
    .click();
}

const slotButton = (page: Page, slot: DemoSlot) =>
  page
    .getByRole('button', {
      name: new RegExp(`^${formatTimeRange(slot.start_time, slot.end_time)} `),
    })
    .first();

async function expectFitsByTouch(page: Page, view: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${view} view scrolls sideways`).toBeLessThanOrEqual(0);
  const buttons = page.locator('.business-calendar button:visible');
  expect(await buttons.count()).toBeGreaterThan(3);
  const small = await buttons.evaluateAll((all) =>
    all
      .filter((button) => button.getBoundingClientRect().height < 44)
      .map((button) => button.textContent),
  );
  expect(small, `${view} view has buttons under 44 px`).toEqual([]);
}

for (const size of SIZES) {
  test(`month, week and day fit ${size.width} × ${size.height} and answer touch and keyboard`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const slot = await demoSlot(page);
    await page.goto('/login');
    await signInThroughForm(page, DEMO_OWNER.email);
    await page.goto('/business/home?tab=calendar');
    await expect(page.getByText(/^Last synced /)).toBeVisible();
    const title = page.locator('#calendar-title');
    const views = page.getByRole('group', { name: 'Calendar view' });

    await expect(views.getByRole('button', { name: 'Month' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await chooseDay(page, slot.date);
    await expectFitsByTouch(page, 'month');

    // The week of the chosen day shows its slot; Next and Previous move by a week.
    await views.getByRole('button', { name: 'Week' }).click();
    await expect(views.getByRole('button', { name: 'Week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(slotButton(page, slot)).toBeVisible();
    await expectFitsByTouch(page, 'week');
    const week = await title.textContent();
    expect(week).toMatch(/ – /);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(title).not.toHaveText(week!);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(title).toHaveText(week!);
    await expect(slotButton(page, slot)).toBeVisible();

    // The keyboard reaches the slot by Tab, and it is a button (Enter opens its details).
    await views.getByRole('button', { name: 'Week' }).focus();
    for (let n = 0; n < 80; n += 1) {
      await page.keyboard.press('Tab');
      const reached = await page.evaluate(
        (name) => document.activeElement?.getAttribute('aria-label')?.startsWith(name) ?? false,
        `${formatTimeRange(slot.start_time, slot.end_time)} `,
      );
      if (reached) break;
    }
    await expect(slotButton(page, slot)).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog');
    await expect(details).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(slotButton(page, slot)).toBeFocused();

    // The day view of the same date, and Next and Previous move by a day.
    await views.getByRole('button', { name: 'Day' }).click();
    await expect(title).toHaveText(dayTitle(slot.date));
    await expect(slotButton(page, slot)).toBeVisible();
    await expectFitsByTouch(page, 'day');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(title).toHaveText(dayTitle(nextDay(slot.date)));
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(title).toHaveText(dayTitle(slot.date));
  });
}

test('the week view shows the saved slot after a reload with no signal', async ({
  page,
  context,
}) => {
  await page.setViewportSize(SIZES[0]!);
  const slot = await demoSlot(page);
  await page.goto('/login');
  await signInThroughForm(page, DEMO_OWNER.email);
  await expect(page).toHaveURL(/\/business\/home$/);
  await waitForControllingWorker(page);
  await page
    .getByRole('navigation', { name: 'Business' })
    .getByRole('link', { name: 'Calendar' })
    .click();
  await expect(page.getByText(/^Last synced /)).toBeVisible();

  await context.setOffline(true);
  await page.route('**/api/**', (route) => route.abort());
  try {
    await page.reload();
    await expect(
      page.getByText('Offline — showing the calendar saved on this device'),
    ).toBeVisible();
    await chooseDay(page, slot.date);
    await page.getByRole('button', { name: 'Week' }).click();
    await expect(slotButton(page, slot)).toBeVisible();
    // A week's day heading opens that day.
    await page.getByRole('button', { name: new RegExp(` ${Number(slot.date.slice(8))}$`) }).click();
    await expect(page.locator('#calendar-title')).toHaveText(dayTitle(slot.date));
    await expect(slotButton(page, slot)).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
