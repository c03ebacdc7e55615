// The words that follow the connection (issue 32): the calendar's saved-copy note, the inbox's
// indicator, the offline banner and the header's sync words all read the app's one judgement
// of the connection (src/lib/connection.ts), and follow it within 2 s as the signal goes and
// comes back. Each wait is expect's polling with a 2 s timeout, never a sleep.
import type { Page } from '@playwright/test';
import { signInAsOwner } from './support/demo-owner';
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
