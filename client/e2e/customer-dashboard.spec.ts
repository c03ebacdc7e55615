import { DEMO_CUSTOMER, expect, signInThroughForm, test, unique } from './support/fixtures';

test('the dashboard counts bookings and favourites, and cancels and removes with a confirm', async ({
  page,
  request,
}) => {
  const username = unique('sana_');
  const email = `${username}@example.pk`;
  const signup = await request.post('/api/auth/signup/customer', {
    data: { username, email, password: 'shaadi7', first_name: 'Sana', city_id: 2 },
  });
  const auth = { Authorization: `Bearer ${(await signup.json()).access_token}` };
  const search = await (
    await request.get('/api/listings/search?type=Beauty%20Salon&limit=1')
  ).json();
  const vendor = search.businesses[0];
  const profile = await (await request.get(`/api/listings/profile/${vendor.slug}`)).json();
  const slot = profile.slots.find((s: { is_available: boolean }) => s.is_available);
  expect(
    (
      await request.post('/api/bookings', { headers: auth, data: { slot_id: slot.slot_id } })
    ).status(),
  ).toBe(201);
  expect(
    (
      await request.post('/api/customer/favorites', {
        headers: auth,
        data: { business_id: vendor.business_id },
      })
    ).status(),
  ).toBe(201);

  await page.goto('/login');
  await signInThroughForm(page, email, 'shaadi7');
  await page.goto('/customer/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Sana' })).toBeVisible();
  const stats = page.locator('.stat-grid');
  await expect(stats.getByText('Total bookings')).toContainText('1');
  await expect(stats.getByText('Favorite vendors')).toContainText('1');
  await expect(stats.getByText('Pending bookings')).toContainText('1');

  // A quick action opens its tab.
  await page
    .getByRole('list', { name: 'Quick actions' })
    .getByRole('button', { name: /Payments/ })
    .click();
  await expect(page).toHaveURL(/tab=payments/);
  await expect(page.getByRole('combobox', { name: 'Period' })).toBeVisible();

  await page.getByRole('button', { name: 'My Bookings' }).click();
  await expect(page).toHaveURL(/tab=bookings/);
  await expect(page.getByRole('button', { name: 'Pending (1)' })).toBeVisible();
  await page.locator('.booking-card').getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('alertdialog', { name: 'Are you sure you want to cancel this booking?' })
    .getByRole('button', { name: 'Cancel booking' })
    .click();
  await expect(page.locator('.booking-card').getByText('Cancelled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pending (0)' })).toBeVisible();

  await page.getByRole('button', { name: 'Favorites' }).click();
  const saved = page.getByRole('list', { name: 'Favorite vendors' });
  await expect(saved.getByText(vendor.business_name)).toBeVisible();
  await saved.getByRole('button', { name: 'Remove' }).click();
  await page
    .getByRole('alertdialog', { name: 'Remove this vendor from your favorites?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByText('No favourite vendors yet.')).toBeVisible();
});

test('the demo customer sees what vendors recorded as paid, by period and by booking', async ({
  page,
}) => {
  await page.goto('/login');
  await signInThroughForm(page, DEMO_CUSTOMER.email);
  await page.goto('/customer/dashboard?tab=payments');
  const table = page.getByRole('table', { name: 'Payments' });
  // Last 30 days by default: the JazzCash advance of a week ago, the wedding's advance (held by
  // its mehndi) and the cash balance of three weeks ago (plus the header row), not the bank
  // transfer of ten weeks ago.
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('30');
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table).toContainText('JC-4409127735');
  await expect(table).toContainText('JazzCash');
  await expect(table).toContainText('MCB-IBFT-20417');
  await expect(table).not.toContainText('HBL-FT-88213');
  // What is due counts the advance from before the period: the reception is paid in full, and
  // the wedding's advance covers more than the event holding it.
  const paidInFull = page
    .getByRole('list', { name: 'Paid by booking' })
    .getByRole('listitem')
    .filter({ hasText: /Due Rs\s?0$/ });
  await expect(paidInFull).toHaveCount(2);

  await page.getByRole('combobox', { name: 'Period' }).selectOption('90');
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table).toContainText('HBL-FT-88213');
  await expect(table).toContainText('Bank transfer');
  const byBooking = page.getByRole('list', { name: 'Paid by booking' }).getByRole('listitem');
  await expect(byBooking).toHaveCount(3);
  // The reception was paid in full; the mehndi still has its balance due.
  await expect(byBooking.filter({ hasText: 'Due Rs' }).first()).toBeVisible();
  await expect(byBooking.filter({ hasText: /Due Rs\s?0$/ })).toHaveCount(2);

  // Last 7 days is today and the six before: the advance of a week ago falls outside.
  await page.getByRole('combobox', { name: 'Period' }).selectOption('7');
  await expect(page.getByText('No payments in this period.', { exact: false })).toBeVisible();
  await expect(table).toBeHidden();
});
