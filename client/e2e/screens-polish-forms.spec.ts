// The forms and buttons an audit saw on a phone (390×844) and a tablet (1024×768): the
// sign-up's success is in sight, the desk's Add buttons keep their space, and the vendor
// profile's floating Message Business never covers the calendar.
import type { Page } from '@playwright/test';
import { demoData } from './support/audit';
import { expect, unique } from './support/fixtures';
import { PHONE, TABLET, test } from './support/open-as';
import { fillCustomerSignUp } from './support/sign-up';

test('at 390 px the sign-up’s success message is on screen, with the focus', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/signup');
  await fillCustomerSignUp(page, unique('mehndi_'));
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const success = page.getByText('Registration successful! Redirecting to home...');
  await expect(success).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('status').filter({ has: success })).toBeFocused();
});

/** The space between the heading row's button and what follows the row. */
function spaceUnder(page: Page, button: string) {
  return page.getByRole('button', { name: button, exact: true }).evaluate((element) => {
    const row = element.closest('.toolbar')!;
    const next = row.nextElementSibling!.getBoundingClientRect();
    return next.top - element.getBoundingClientRect().bottom;
  });
}

for (const size of [PHONE, TABLET]) {
  test(`at ${size.width} px Add Services, Add Hall and Add Package keep their space`, async ({
    page,
    openAs,
  }) => {
    for (const [tab, button] of [
      ['services', 'Add Services'],
      ['halls', 'Add Hall'],
      ['packages', 'Add Package'],
    ] as const) {
      await openAs('owner', size, `/business/home?tab=${tab}`);
      await expect(page.getByRole('button', { name: button, exact: true })).toBeVisible();
      expect(await spaceUnder(page, button), button).toBeGreaterThanOrEqual(12);
    }
  });
}

/** Whether the Message Business button, where it is drawn, covers a day of the calendar's last row. */
function coversLastRow(page: Page) {
  return page.evaluate(() => {
    const button = document.querySelector('.message-business')!.getBoundingClientRect();
    const days = Array.from(
      document.querySelectorAll('.availability-calendar .availability-calendar-day'),
    ).slice(-7);
    return days.some((day) => {
      const box = day.getBoundingClientRect();
      return (
        box.left < button.right &&
        box.right > button.left &&
        box.top < button.bottom &&
        box.bottom > button.top
      );
    });
  });
}

/** Scrolls to `y` from below it, as a person scrolling back up (the button shows then). Each
 * step waits for the page's scroll event, so the two are not read as one scroll down. */
async function scrollUpTo(page: Page, y: number) {
  for (const top of [y + 200, y]) {
    await page.evaluate(
      (to) =>
        new Promise<void>((done) => {
          if (Math.abs(window.scrollY - to) < 1) return done();
          window.addEventListener('scroll', () => requestAnimationFrame(() => done()), {
            once: true,
          });
          // A page too short to reach `to` may not move at all, and then fires no event.
          setTimeout(done, 1000);
          window.scrollTo(0, to);
        }),
      top,
    );
  }
}

test('at 390 px Message Business never covers the calendar’s last row', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const { slug } = await demoData(request);
  await page.goto(`/listings/profile/${slug}`);
  const button = page.getByRole('button', { name: 'Message Business' });
  await expect(
    page.locator('.availability-calendar .availability-calendar-day').last(),
  ).toBeVisible();
  const lastRowBottom = await page.evaluate(() => {
    const days = document.querySelectorAll('.availability-calendar .availability-calendar-day');
    return days[days.length - 1]!.getBoundingClientRect().bottom + window.scrollY;
  });
  // The last row at the foot of the screen, and a little above it: never under the button.
  for (const above of [0, 30, 60]) {
    await scrollUpTo(page, lastRowBottom - PHONE.height + above);
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    expect(await coversLastRow(page), `${above} px above the foot`).toBe(false);
  }
  // With the calendar out from under it, the button is there to press.
  await scrollUpTo(page, lastRowBottom + 200);
  await expect(button).toBeInViewport({ ratio: 1 });
});
