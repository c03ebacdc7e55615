// The shared tablet (docs/product/business-desk.md#switch-user,
// docs/product/offline.md#a-shared-tablet-offline) at 1024 px: the owner adds a front-desk
// member in Settings › Staff; on the owner's signed-in tablet the member switches in by PIN
// with no signal, the PIN checked on the device; the walk-in they log waits on the device,
// names them, and reaches the server once the signal is back; the desk shows the member only
// what their role may do, and the owner sees who logged the walk-in.
import type { Page } from '@playwright/test';
import { DESK_PASSWORD, signUpDeskOwner } from '../../test-support/desk-outbox';
import { expect, test, unique } from './support/fixtures';
import { TABLET } from './support/open-as';
import { waitForControllingWorker } from './support/service-worker';
import { logWalkIn } from './support/walk-in';

/** The user menu's Switch user. */
async function switchUser(page: Page) {
  await page.locator('.user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Switch user' }).click();
}

test('a member switches in by PIN offline on the owner’s tablet and their walk-in syncs', async ({
  page,
  browser,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(60_000);
  const owner = await signUpDeskOwner(baseURL!, unique('tablet'));
  const headers = { Authorization: `Bearer ${owner.token}` };

  await page.setViewportSize(TABLET);
  await context.addInitScript((items) => {
    if (localStorage.getItem('access_token')) return;
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, owner.localStorage);
  // The owner adds the member in Settings › Staff.
  await page.goto('/business/home?tab=settings');
  await page.getByRole('button', { name: 'Add staff' }).click();
  const form = page.getByRole('dialog', { name: 'Add staff' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Ali Raza');
  await form.getByRole('textbox', { name: 'Username' }).fill(unique('ali'));
  await form.getByRole('textbox', { name: 'Password' }).fill(DESK_PASSWORD);
  await form.getByRole('textbox', { name: 'PIN' }).fill('4321');
  await form.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Front desk' });
  await form.getByRole('button', { name: 'Add staff' }).click();
  await expect(form).toBeHidden();

  await page.goto('/business/home?tab=calendar');
  await waitForControllingWorker(page);
  await expect(page.getByText(/^Last synced /)).toBeVisible();

  // Opened once with signal, the dialog keeps the staff on the tablet.
  await switchUser(page);
  const dialog = page.getByRole('dialog', { name: 'Switch user' });
  await expect(dialog.getByRole('button', { name: 'Ali Raza · Front desk' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await context.setOffline(true);
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await switchUser(page);
  await dialog.getByRole('button', { name: 'Ali Raza · Front desk' }).click();
  const pin = dialog.getByLabel('PIN');
  await expect(pin).toHaveAttribute('inputmode', 'numeric');
  await pin.fill('1111');
  await dialog.getByRole('button', { name: 'Switch', exact: true }).click();
  await expect(dialog.getByText('Wrong PIN.')).toBeVisible();
  await pin.fill('4321');
  await dialog.getByRole('button', { name: 'Switch', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.switch-user-person')).toHaveText(
    'Ali Raza · Front desk (checked on this device)',
  );

  // The desk shows what the member may do: no Settings tab, no refunds.
  const tabs = page.getByRole('navigation', { name: 'Business' });
  await expect(tabs.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(tabs.getByRole('link', { name: 'Calendar' })).toBeVisible();

  await logWalkIn(page, 'Walk-in by Ali', '18:00', '19:00');
  await expect(page.getByText('1 change waiting to sync')).toBeVisible();
  const queued = await page.evaluate(async () => {
    const open = indexedDB.open('baraat');
    const db = await new Promise<IDBDatabase>((resolve) => {
      open.onsuccess = () => resolve(open.result);
    });
    const read = db.transaction('outbox').objectStore('outbox').getAll();
    return new Promise<{ acting_as?: number }[]>((resolve) => {
      read.onsuccess = () => resolve(read.result);
    });
  });
  const staff = (await (await request.get('/api/business/staff', { headers })).json()) as {
    staff_id: number;
  }[];
  expect(queued.map((entry) => entry.acting_as)).toEqual([staff[0]!.staff_id]);

  await page.unroute('**/api/**');
  await context.setOffline(false);
  await expect(page.getByText('1 change waiting to sync')).toBeHidden({ timeout: 15_000 });

  const bookings = (await (
    await request.get('/api/bookings/business-bookings', { headers })
  ).json()) as {
    is_walkin: boolean;
    walkin_customer: { name: string } | null;
    created_by: { name: string } | null;
  }[];
  expect(bookings.filter((b) => b.is_walkin).map((b) => b.walkin_customer?.name)).toEqual([
    'Walk-in by Ali',
  ]);
  expect(bookings.find((b) => b.is_walkin)?.created_by?.name).toBe('Ali Raza');

  await tabs.getByRole('link', { name: 'Payments' }).click();
  await expect(page.getByRole('heading', { name: 'Payments recorded today' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Refund/ })).toHaveCount(0);

  // The owner, on a device of their own, sees who logged it.
  const ownDevice = await browser.newContext({ viewport: TABLET });
  await ownDevice.addInitScript((items) => {
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, owner.localStorage);
  const ownerPage = await ownDevice.newPage();
  await ownerPage.goto('/business/home?tab=calendar');
  await ownerPage.locator('.calendar-event').filter({ hasText: 'Walk-in by Ali' }).click();
  await expect(ownerPage.getByRole('dialog').locator('.logged-by')).toHaveText(
    /^Walk-in logged by Ali Raza, \d{1,2}:\d{2} [ap]m$/,
  );
  await ownDevice.close();
});

test('with signal, a member switches in by PIN: their own session, the tablet’s kept', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const owner = await signUpDeskOwner(baseURL!, unique('tablet'));
  const headers = { Authorization: `Bearer ${owner.token}` };
  const added = await request.post('/api/business/staff', {
    headers,
    data: {
      name: 'Sana Malik',
      username: unique('sana'),
      password: DESK_PASSWORD,
      pin: '8642',
      role: 'manager',
    },
  });
  expect(added.status()).toBe(201);
  await page.setViewportSize(TABLET);
  await context.addInitScript((items) => {
    if (localStorage.getItem('access_token')) return;
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, owner.localStorage);
  await page.goto('/business/home?tab=calendar');
  await expect(page.locator('.desk-person')).toContainText('Owner');

  await switchUser(page);
  const dialog = page.getByRole('dialog', { name: 'Switch user' });
  await dialog.getByRole('button', { name: 'Sana Malik · Manager' }).click();
  await dialog.getByLabel('PIN').fill('8642');
  await dialog.getByRole('button', { name: 'Switch', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.desk-person')).toHaveText('At the desk: Sana Malik · Manager');
  // A manager: everything but Settings.
  const tabs = page.getByRole('navigation', { name: 'Business' });
  await expect(tabs.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Settings' })).toHaveCount(0);

  await logWalkIn(page, 'Walk-in by Sana', '11:00', '12:00');
  await expect
    .poll(async () => {
      const rows = (await (
        await request.get('/api/bookings/business-bookings', { headers })
      ).json()) as {
        walkin_customer: { name: string } | null;
        created_by: { name: string } | null;
      }[];
      return rows.find((row) => row.walkin_customer?.name === 'Walk-in by Sana')?.created_by?.name;
    })
    .toBe('Sana Malik');
});
