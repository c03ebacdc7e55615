// The words that follow the connection: the calendar's saved-copy note, the inbox's
// indicator, the offline banner and the header's sync words all read the app's one judgement
// of the connection (src/lib/connection.ts), and follow it within 2 s as the signal goes and
// comes back. Each wait is expect's polling with a 2 s timeout, never a sleep.
import type { Page } from '@playwright/test';
import { noSideScroll, signInAsOwner } from './support/demo-owner';
import { daysAhead, freshOwner } from './support/desk-owner';
import { expect, test } from './support/fixtures';
import { setOffline } from './support/offline';

const WITHIN = { timeout: 2000 };
const CALENDAR_NOTE = 'Offline — showing the calendar saved on this device';
const BANNER = 'You are offline. Screens you have opened before still work.';

const indicator = (page: Page) => page.locator('.conversation-list-head .connection');

test('the calendar’s note and the inbox’s indicator follow the connection within 2 s', async ({
  page,
  context,
}) => {
  await setOffline(context, false);
  await signInAsOwner(page);
  await page.goto('/business/home?tab=calendar');
  await expect(page.getByText(/^Last synced /)).toBeVisible();
  await expect(page.getByText(CALENDAR_NOTE)).toBeHidden();
  const inbox = await context.newPage();
  await inbox.goto('/messages');
  await expect(indicator(inbox)).toHaveText('Connected');

  await setOffline(context, true);
  await Promise.all([
    expect(page.getByText(CALENDAR_NOTE)).toBeVisible(WITHIN),
    expect(page.getByText(BANNER)).toBeVisible(WITHIN),
    expect(indicator(inbox)).toHaveText('Offline', WITHIN),
  ]);

  await setOffline(context, false);
  await Promise.all([
    expect(page.getByText(CALENDAR_NOTE)).toBeHidden(WITHIN),
    expect(page.getByText(BANNER)).toBeHidden(WITHIN),
    expect(indicator(inbox)).toHaveText('Connected', WITHIN),
  ]);
});

/** The word beside the header's sync icon, as drawn (the rendered text, not the DOM's). */
const drawnWord = (page: Page) =>
  page
    .getByRole('banner')
    .locator('.sync-status-word')
    // biome-ignore lint/performance/useDomNodeTextContent: what is drawn, without the word a width hides
    .evaluate((element: HTMLElement) => element.innerText.trim());

/** The word and its size, after checking it is whole on screen. */
async function syncWord(page: Page) {
  const word = page.getByRole('banner').locator('.sync-status-word');
  await expect(word).toBeVisible();
  await expect(word).toBeInViewport({ ratio: 1 });
  const size = await word.evaluate((element) =>
    Number.parseFloat(getComputedStyle(element).fontSize),
  );
  return { text: await drawnWord(page), size };
}

test('the header’s sync words are text on a tablet and on a phone, not only a tooltip', async ({
  page,
  context,
  request,
}) => {
  const owner = await freshOwner(request, 'marquee');
  await owner.slot(daysAhead(0), '23:00', '23:45');
  await page.setViewportSize({ width: 1024, height: 768 });
  await setOffline(context, false);
  await owner.signIn(page);
  await page.goto('/business/home?tab=calendar');
  await expect.poll(() => drawnWord(page)).toBe('Synced');
  expect((await syncWord(page)).size).toBeGreaterThanOrEqual(12);

  // A change the server does not take yet (it answers 503): it waits, and the header says so.
  await page.route('**/api/sync/outbox', (route) => route.fulfill({ status: 503, body: '{}' }));
  await page.locator('.calendar-event').click();
  await page.getByRole('button', { name: 'Block 11:00 – 11:45 pm' }).click();
  await expect.poll(() => drawnWord(page)).toBe('1 unsynced');
  expect((await syncWord(page)).size).toBeGreaterThanOrEqual(12);

  // On a phone the word shortens beside the badge's count, and stays readable.
  await page.setViewportSize({ width: 390, height: 844 });
  const phone = await syncWord(page);
  expect(phone.text).toBe('Unsynced');
  expect(phone.size).toBeGreaterThanOrEqual(11);
  await expect(page.getByRole('banner').locator('.sync-status .badge')).toHaveText('1');
  expect(await noSideScroll(page)).toBe(true);

  await setOffline(context, true);
  await expect.poll(() => drawnWord(page), WITHIN).toBe('Offline');
  await page.setViewportSize({ width: 1024, height: 768 });
  expect((await syncWord(page)).text).toBe('Offline');
  await setOffline(context, false);
  await expect.poll(() => drawnWord(page), WITHIN).toBe('1 unsynced');
});
