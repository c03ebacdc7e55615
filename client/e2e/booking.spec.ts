import { expect, signInThroughForm, test, unique } from './support/fixtures';
import { waitForControllingWorker } from './support/service-worker';

/** A time's Book button, named by its day and hours: "Book Thu, 3 Dec 2026, 6:00 – 11:00 pm". */
const BOOK = /^Book \w{3}, \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}/;

test('a visitor picks a time, signs in, comes back, books, sees it pending and cancels it', async ({
  page,
  request,
}) => {
  const username = unique('bride_');
  const email = `${username}@example.pk`;
  const signup = await request.post('/api/auth/signup/customer', {
    data: { username, email, password: 'mehndi7', first_name: 'Mahnoor', city_id: 2 },
  });
  expect(signup.status()).toBe(201);

  await page.goto('/listings?type=Marriage%20Marquee');
  const vendor = (await page.locator('.vendor-card h2').first().textContent())!.trim();
  await page.locator('.vendor-card h2').first().click();
  await expect(page).toHaveURL(/\/listings\/profile\//);
  const profileUrl = page.url();
  await page.getByRole('button', { name: BOOK }).first().click();

  // Guests sign in first, then return to the profile.
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signInThroughForm(page, email, 'mehndi7');
  await expect(page).toHaveURL(profileUrl);

  const book = page.getByRole('button', { name: BOOK }).first();
  // "Book Thu, 3 Dec 2026, 6:00 – 11:00 pm · Hall A": the day and hours, then the hall.
  const when = (await book.getAttribute('aria-label'))!.replace(/^Book /, '').split(' · ')[0]!;
  await book.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('spinbutton', { name: 'Number of guests' }).fill('120');
  await dialog
    .getByRole('textbox', { name: 'Special requests (optional)' })
    .fill('Stage with red roses');
  await dialog.getByRole('button', { name: 'Send Booking Request' }).click();
  await expect(
    page.getByText(
      'Booking request submitted successfully! You will receive a confirmation email soon.',
    ),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto('/customers/bookings');
  const card = page.locator('.booking-card').filter({ hasText: vendor });
  await expect(card).toBeVisible();
  const [weekday, day, hours] = when.split(', ');
  await expect(card).toContainText(`${weekday}, ${day} · ${hours} · 120 guests`);
  await expect(card).toContainText('120 guests');
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();

  // The dashboard shows it pending too.
  await page.goto('/customer/dashboard?tab=bookings');
  const onDashboard = page.locator('.booking-card').filter({ hasText: vendor });
  await expect(onDashboard.getByText('Pending', { exact: true })).toBeVisible();
  await page.goto('/customers/bookings');

  await card.getByRole('button', { name: 'Cancel' }).click();
  const confirm = page.getByRole('alertdialog', {
    name: 'Are you sure you want to cancel this booking?',
  });
  await expect(confirm.getByRole('button', { name: 'Keep booking' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await page.goto('/customers/bookings/cancelled');
  await expect(page.locator('.booking-card').filter({ hasText: vendor })).toBeVisible();
  await page.goto('/customers/bookings/pending');
  await expect(page.locator('.booking-card').filter({ hasText: vendor })).toHaveCount(0);
});

test('the customer’s own bookings open again with the network off', async ({
  page,
  request,
  context,
}) => {
  const username = unique('groom_');
  const email = `${username}@example.pk`;
  const signup = await request.post('/api/auth/signup/customer', {
    data: { username, email, password: 'baraat7', first_name: 'Usman', city_id: 1 },
  });
  const token = (await signup.json()).access_token as string;
  const search = await (await request.get('/api/listings/search?type=Car%20Rental&limit=1')).json();
  const profile = await (
    await request.get(`/api/listings/profile/${search.businesses[0].slug}`)
  ).json();
  const slot = profile.slots.find((s: { is_available: boolean }) => s.is_available);
  const booked = await request.post('/api/bookings', {
    headers: { Authorization: `Bearer ${token}` },
    data: { slot_id: slot.slot_id, number_of_people: 3 },
  });
  expect(booked.status()).toBe(201);

  await page.goto('/login');
  await signInThroughForm(page, email, 'baraat7');
  await page.goto('/customers/bookings');
  await waitForControllingWorker(page);
  await expect(page.locator('.booking-card')).toHaveCount(1);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByText('Offline — showing your saved bookings')).toBeVisible();
    await expect(page.locator('.booking-card')).toContainText(profile.business_name);
    await expect(page.locator('.booking-card')).toContainText('3 guests');

    // The dashboard's booking tabs read the same saved copy.
    await page.goto('/customer/dashboard?tab=booking-management');
    await expect(page.getByText('Offline — showing your saved bookings')).toBeVisible();
    await expect(page.locator('.booking-card')).toContainText(profile.business_name);
    await expect(page.getByRole('button', { name: 'Pending (1)' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
