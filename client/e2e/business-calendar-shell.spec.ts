// The offline desk's app-wide pieces: the header's offline banner, unsynced count
// and "Last synced" on every page, the logout that asks first, and a first page for visitors
// that carries none of it.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInThroughForm, test, unique } from './support/fixtures';
import { waitForControllingWorker } from './support/service-worker';

const OWNER_PASSWORD = 'Shaadi#2026';
const OFFLINE_BANNER = 'You are offline. Screens you have opened before still work.';

/** A fresh owner with one slot today, so this test's changes touch no one else's data. */
async function ownerWithSlot(request: APIRequestContext) {
  const email = `${unique('shell_')}@example.pk`;
  const signup = await request.post('/api/auth/signup/business', {
    data: {
      username: unique('shell_'),
      first_name: 'Hina',
      last_name: 'Qureshi',
      email,
      password: OWNER_PASSWORD,
      mobile: '+92 300 1234567',
      business_name: 'Gulberg Lawn',
      business_description: 'A lawn for 400 guests',
      business_type: 1,
      address: 'Main Boulevard, Lahore',
      phone: '042-35760000',
      city_id: 2,
    },
  });
  const token = (await signup.json()).access_token as string;
  const auth = { Authorization: `Bearer ${token}` };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());
  const made = await request.post('/api/slots', {
    headers: auth,
    data: { date: today, start_time: '23:00', end_time: '23:45' },
  });
  return { email, auth, today, slot: await made.json() };
}

/** The header's sync status (a link to the calendar named by what it shows). */
const syncStatus = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /synced|unsynced/ });

const syncedAt = (page: Page) => syncStatus(page).locator('time').getAttribute('datetime');

test('an owner’s change made offline is counted in the header everywhere, guards logout and syncs', async ({
  page,
  context,
  request,
}) => {
  const owner = await ownerWithSlot(request);
  await page.goto('/login');
  await signInThroughForm(page, owner.email, OWNER_PASSWORD);
  await page.goto('/business/home?tab=calendar');
  await waitForControllingWorker(page);
  await expect(page.locator('.calendar-event-time')).toHaveText('11:00 – 11:45 pm');
  await expect(syncStatus(page)).toHaveAccessibleName(/^All changes synced\. Last synced /);
  const firstSync = await syncedAt(page);

  await context.setOffline(true);
  await page.route('**/api/**', (route) => route.abort());
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await page.locator('.calendar-event').click();
  await page.getByRole('button', { name: 'Block 11:00 – 11:45 pm' }).click();
  await expect(syncStatus(page)).toHaveAccessibleName(/^1 unsynced change\. Last synced /);
  await expect(syncStatus(page).locator('.badge')).toHaveText('1');

  // Another page, loaded afresh with no signal: the count comes from the device.
  await page.goto('/business/home?tab=halls');
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
  await expect(syncStatus(page).locator('.badge')).toHaveText('1');
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(syncStatus(page).locator('.badge')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  // A tablet held upright has room for the words.
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(syncStatus(page).getByText('Last synced', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });

  const menu = page.locator('.user-menu-button');
  await menu.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out with unsynced changes?' });
  await expect(dialog).toContainText('1 change has not reached the server yet.');
  await expect(dialog).toContainText('sent when you sign in here again with this account');
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/business\/home\?tab=halls$/);
  await expect(menu).toBeFocused();

  await page.unroute('**/api/**');
  await context.setOffline(false);
  await expect(syncStatus(page)).toHaveAccessibleName(/^All changes synced\. Last synced /, {
    timeout: 15_000,
  });
  await expect(page.getByText(OFFLINE_BANNER)).toBeHidden();
  // The count and the time are two reads of the device's copy: the time may follow a moment later.
  await expect
    .poll(async () => Date.parse((await syncedAt(page)) ?? ''))
    .toBeGreaterThan(Date.parse(firstSync!));
  const slots = await request.get(
    `/api/slots/business/${owner.slot.user_business_mapping_id}?start_date=${owner.today}&end_date=${owner.today}`,
    { headers: owner.auth },
  );
  expect(await slots.json()).toEqual([
    expect.objectContaining({ slot_id: owner.slot.slot_id, is_blocked: true }),
  ]);

  // With nothing unsent, Logout is one click again.
  await menu.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('a visitor’s first page downloads neither Dexie nor the desk’s code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (/\.m?js$/.test(new URL(response.url()).pathname)) scripts.push(response.url());
  });
  await page.goto('/');
  await expect(page.locator('#main h1').first()).toBeVisible();
  // Past the moment the desk would start for a signed-in user: the worker registers later.
  await page.evaluate(() => navigator.serviceWorker.ready);
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    expect(url).not.toMatch(/outbox|sync-status|desk-sync|use-database/);
    const body = await (await page.request.get(url)).text();
    // Dexie's own error classes, which only its library chunk defines.
    expect(body, url).not.toContain('MissingAPIError');
  }
});
