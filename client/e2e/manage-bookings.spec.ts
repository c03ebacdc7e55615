import { addDays, todayInPakistan } from '@baraat/shared/domain/dates';
import { formatDateWithTimes, formatTimeRange } from '@baraat/shared/domain/format';
import type { APIRequestContext } from '@playwright/test';
import { expect, signInThroughForm, test, unique } from './support/fixtures';

interface Slot {
  slot_id: number;
  date: string;
  start_time: string;
  end_time: string;
  is_available: boolean;
  is_reserved: boolean;
}

/** A demo vendor with a day on which one time is open and another is taken or blocked. */
async function vendorWithMixedDay(request: APIRequestContext) {
  const search = await (await request.get('/api/listings/search?limit=40')).json();
  for (const card of search.businesses) {
    const slots: Slot[] = (await (await request.get(`/api/listings/profile/${card.slug}`)).json())
      .slots;
    const taken = slots.find((s) => !s.is_available || s.is_reserved);
    const open = slots.find(
      (s) => taken && s.date === taken.date && s.is_available && !s.is_reserved,
    );
    if (taken && open) return { business_id: card.business_id as number, taken, open };
  }
  throw new Error('no demo vendor has a day with both an open and a taken time');
}

test('a customer books from Manage Bookings in three steps, follows it and cancels it', async ({
  page,
  request,
}) => {
  const username = unique('dulhan_');
  const email = `${username}@example.pk`;
  const signup = await request.post('/api/auth/signup/customer', {
    data: { username, email, password: 'rukhsati7', first_name: 'Hira', city_id: 1 },
  });
  const token = (await signup.json()).access_token as string;
  const { business_id, taken, open } = await vendorWithMixedDay(request);
  const saved = await request.post('/api/customer/favorites', {
    headers: { Authorization: `Bearer ${token}` },
    data: { business_id },
  });
  expect(saved.status()).toBe(201);
  const vendor = (await saved.json()).business.business_name as string;

  await page.goto('/login');
  await signInThroughForm(page, email, 'rukhsati7');
  await page.goto('/customer/dashboard?tab=booking-management');
  await expect(page.getByText('No bookings here yet.')).toBeVisible();
  await page.getByRole('button', { name: 'New Booking' }).click();

  // Step 1: date and time. Continue waits for a time; a taken one cannot be chosen.
  const dialog = page.getByRole('dialog', { name: 'New booking' });
  await expect(dialog.getByRole('combobox', { name: 'Vendor' })).toHaveValue(String(business_id));
  await dialog.getByLabel('Date').fill(open.date);
  const continueButton = dialog.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await expect(
    dialog
      .getByRole('button', {
        name: new RegExp(`^${formatTimeRange(taken.start_time, taken.end_time)}.*Booked$`),
      })
      .first(),
  ).toBeDisabled();
  await dialog
    .getByRole('button', {
      name: new RegExp(`^${formatTimeRange(open.start_time, open.end_time)}(?!.*Booked)`),
    })
    .first()
    .click();
  // A changed date clears the chosen time; a date past six months is refused before asking.
  await dialog.getByLabel('Date').fill(addDays(open.date, 1));
  await expect(continueButton).toBeDisabled();
  await dialog.getByLabel('Date').fill(addDays(todayInPakistan(), 200));
  await expect(
    dialog.getByText('Please choose a date from today to six months ahead.'),
  ).toBeVisible();
  await dialog.getByLabel('Date').fill(open.date);
  await expect(continueButton).toBeDisabled();
  await dialog
    .getByRole('button', {
      name: new RegExp(`^${formatTimeRange(open.start_time, open.end_time)}(?!.*Booked)`),
    })
    .first()
    .click();
  await continueButton.click();

  // Step 2: event details. Choosing the package again deselects it.
  const firstPackage = dialog.getByRole('button', { name: /· Rs/ }).first();
  await firstPackage.click();
  await expect(firstPackage).toHaveAttribute('aria-pressed', 'true');
  await firstPackage.click();
  await expect(firstPackage).toHaveAttribute('aria-pressed', 'false');
  await firstPackage.click();
  const packageName = (await firstPackage.textContent())!.split(' · ')[0]!;
  await dialog.getByRole('spinbutton', { name: 'Number of people' }).fill('0');
  await expect(dialog.getByText('Number of people must be at least 1')).toBeVisible();
  await expect(continueButton).toBeDisabled();
  await dialog.getByRole('spinbutton', { name: 'Number of people' }).fill('85');
  await continueButton.click();

  // Step 3: review and confirm.
  const summary = dialog.getByLabel('Your booking');
  await expect(summary).toContainText(vendor);
  await expect(summary).toContainText(
    formatDateWithTimes(open.date, open.start_time, open.end_time),
  );
  await expect(summary).toContainText(packageName);
  await expect(summary).toContainText('85');
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(
    page.getByText('Booking request submitted successfully!', { exact: false }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.locator('.booking-card').filter({ hasText: vendor });
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pending (1)' })).toBeVisible();
  await card.getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: /^Booking #/ });
  await expect(details.getByText('Request sent')).toBeVisible();
  await expect(details.getByText('Waiting for the vendor to confirm')).toBeVisible();
  await details.getByRole('button', { name: 'Cancel Booking' }).click();
  await page
    .getByRole('alertdialog', { name: 'Are you sure you want to cancel this booking?' })
    .getByRole('button', { name: 'Cancel booking' })
    .click();
  await expect(details.getByText('Cancelled by you')).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  // Focus goes back to the button that opened the details.
  await expect(card.getByRole('button', { name: 'Details' })).toBeFocused();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pending (0)' })).toBeVisible();
});

test('the dashboard Search tab finds vendors by the spec’s service names and books one', async ({
  page,
  request,
}) => {
  const username = unique('mehndi_');
  const email = `${username}@example.pk`;
  await request.post('/api/auth/signup/customer', {
    data: { username, email, password: 'dholki77', first_name: 'Sana', city_id: 2 },
  });
  await page.goto('/login');
  await signInThroughForm(page, email, 'dholki77');
  await page.goto('/customer/dashboard?tab=search');
  const form = page.getByRole('form', { name: 'Search vendors' });
  await expect(page.getByText(/\d+ vendors found/)).toBeVisible();

  await page.getByRole('combobox', { name: 'Service type' }).selectOption('Music & DJ');
  await page.getByRole('combobox', { name: 'City' }).selectOption('Lahore');
  await form.getByRole('button', { name: 'Search' }).click();
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('article');
  await expect(results.first()).toContainText('Music & DJ · Lahore');
  const first = results.first();
  const name = (await first.getByRole('heading').textContent())!.trim();
  await expect(first.getByText(/^Starting from/)).toBeVisible();

  await first.getByRole('button', { name: `Favorite ${name}` }).click();
  await expect(first.getByRole('button', { name: `Favorite ${name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('combobox', { name: 'City' }).selectOption('Sialkot');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(
    page.getByText('No vendors found. Try other words or clear some filters.'),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'City' }).selectOption('Lahore');
  await form.getByRole('button', { name: 'Search' }).click();

  await page.getByRole('button', { name: `Book ${name}` }).click();
  await expect(page).toHaveURL(/tab=booking-management/);
  const dialog = page.getByRole('dialog', { name: 'New booking' });
  await expect(dialog.getByRole('combobox', { name: 'Vendor' })).toContainText(name);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('button', { name: 'Favorites' })
    .click();
  await expect(page.getByRole('list', { name: 'Favorite vendors' })).toContainText(name);
});
