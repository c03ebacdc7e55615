// A member of the staff at the desk on a 1024 px tablet (docs/product/business-desk.md#staff,
// #what-each-role-sees): the owner adds a front-desk member in Settings › Staff; the member
// signs in with their username and password, lands on the desk with their name in the
// header, has no Settings tab, no Refund and no ledger on Payments, and works the calendar.
import { freshOwner } from './support/desk-owner';
import { expect, signInThroughForm, test, unique } from './support/fixtures';

const TABLET = { width: 1024, height: 768 };
const PASSWORD = 'Counter#2026';

test('the owner adds a front-desk member, who works the desk with only their role’s tabs', async ({
  page,
  browser,
  request,
}) => {
  const owner = await freshOwner(request, 'marquee');
  await page.setViewportSize(TABLET);
  await owner.signIn(page);

  await page.goto('/business/home?tab=settings');
  await page.getByRole('button', { name: 'Add staff' }).click();
  const form = page.getByRole('dialog', { name: 'Add staff' });
  const username = unique('frontdesk_');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Ali Raza');
  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await form.getByRole('textbox', { name: 'PIN' }).fill('4321');
  await form.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Front desk' });
  await form.getByRole('button', { name: 'Add staff' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('list', { name: 'Staff' })).toContainText(
    `${username} · Front desk · PIN set`,
  );
  // The section on a 360 px phone: whole, with nothing to scroll sideways to.
  await page.setViewportSize({ width: 360, height: 740 });
  const remove = page.getByRole('button', { name: 'Remove Ali Raza' });
  await remove.scrollIntoViewIfNeeded();
  await expect(remove).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

  // The member, on the venue's tablet: a device of their own.
  const tablet = await browser.newPage({ viewport: TABLET });
  await tablet.goto('/login');
  await signInThroughForm(tablet, username, PASSWORD);
  await expect(tablet).toHaveURL(/\/business\/home$/);
  const person = tablet.locator('.desk-person');
  await expect(person).toBeVisible();
  await expect(person).toHaveText('At the desk: Ali Raza · Front desk');
  const tabs = tablet.getByRole('navigation', { name: 'Business' });
  await expect(tabs.getByRole('link', { name: 'Calendar' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(tabs.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

  await tabs.getByRole('link', { name: 'Payments' }).click();
  await expect(tablet.getByRole('heading', { name: 'Payments recorded today' })).toBeVisible();
  await expect(tablet.getByRole('heading', { name: 'Bookings to collect' })).toHaveCount(0);
  await expect(tablet.getByRole('button', { name: /Refund/ })).toHaveCount(0);

  await tabs.getByRole('link', { name: 'Calendar' }).click();
  await expect(tablet.locator('.calendar-day').first()).toBeVisible();
  await expect(tablet.getByRole('alert')).toHaveCount(0);

  // Settings by its address: the role's reason, not a screen of refused calls.
  await tablet.goto('/business/home?tab=settings');
  await expect(
    tablet.getByRole('heading', { name: 'Your role cannot change the business settings.' }),
  ).toBeVisible();
  await tablet.close();
});
