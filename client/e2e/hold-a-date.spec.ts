// Holding a date (docs/product/payments.md#holding-a-date): the demo owner accepts a fresh
// customer's request with a hold of two days, the customer reads "Held until …" on their
// bookings, the owner records the advance at the desk, and both then read Confirmed.
import { advanceDue, HOLD_TEXTS, heldUntilText } from '@baraat/shared/domain/holds';
import { CUSTOMER_PASSWORD, requestFrom, surname } from './support/customer-request';
import { noSideScroll, signInAsOwner } from './support/demo-owner';
import { DEMO_OWNER, expect, signInThroughForm, test } from './support/fixtures';

test('an accepted request is held until its advance is recorded, then Confirmed on both sides', async ({
  page,
  browser,
  request,
}) => {
  const profile = await (await request.get('/api/listings/profile/shalimar-marquee')).json();
  const open = profile.slots.filter((slot: { is_available: boolean }) => slot.is_available);
  // Far from the first slots the booking specs take and the last the requests spec takes.
  const slot = open[Math.max(0, open.length - 3)] as { slot_id: number };
  const asked = await requestFrom(request, slot.slot_id, surname('Hold'), {
    package_selected_id: profile.packages[0].package_id,
  });
  const { bookingId, name, email, token } = asked;

  // The owner accepts with a free hall, held for two days.
  await page.goto('/login');
  await signInThroughForm(page, DEMO_OWNER.email);
  await page.getByRole('link', { name: 'Booking Requests', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search requests' }).fill(name);
  await page.getByRole('button', { name: `Accept ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept Request' });
  await dialog.locator('label.resource-choice').filter({ hasNotText: 'Busy:' }).first().click();
  const holdFor = dialog.getByRole('textbox', { name: HOLD_TEXTS.holdFor });
  await holdFor.fill('31');
  await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(dialog.getByText(HOLD_TEXTS.daysMax).first()).toBeVisible();
  await holdFor.fill('2');
  await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(dialog).toBeHidden();

  const mine = await request.get(`/api/bookings/${bookingId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const booking = await mine.json();
  expect(booking.hold).toBe('held');
  const held = heldUntilText(booking.hold_until);
  await page.getByRole('button', { name: /^Verified \(\d+\)$/ }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText(held);

  // The customer reads the deadline on their bookings.
  const customer = await browser.newPage();
  await customer.goto('/login');
  await signInThroughForm(customer, email, CUSTOMER_PASSWORD);
  await customer.goto('/customer/dashboard?tab=bookings');
  await expect(customer.getByText(held)).toBeVisible();

  // The owner records the advance at the desk: the booking is Confirmed.
  await page.goto('/business/home?tab=payments');
  const toCollect = page.getByRole('table', { name: 'Bookings to collect' });
  await toCollect
    .getByRole('button', { name: `Record payment for booking ${bookingId}`, exact: true })
    .click();
  const form = page.getByRole('dialog');
  await form
    .getByRole('textbox', { name: 'Amount (Rs)' })
    .fill(String(advanceDue(booking.total_amount)));
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(form).toBeHidden();
  const row = toCollect.getByRole('row').filter({ hasText: `#${bookingId}` });
  await expect(row).toContainText(HOLD_TEXTS.confirmed);
  await expect(row).not.toContainText('Held until');

  await customer.reload();
  await expect(customer.getByText(held)).toHaveCount(0);
  // Their one booking: its word is Confirmed now.
  await expect(customer.locator('.booking-card').getByText(HOLD_TEXTS.confirmed)).toBeVisible();
  await customer.close();
});

test('the owner sets the hold period in Settings on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAsOwner(page);
  await page.goto('/business/home?tab=settings');
  const card = page.getByRole('region', { name: 'Holding a date' });
  const days = card.getByRole('textbox', { name: HOLD_TEXTS.holdFor });
  await expect(days).toHaveValue('3');
  await days.fill('31');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText(HOLD_TEXTS.daysMax)).toBeVisible();
  await days.fill('3');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText(HOLD_TEXTS.saved)).toBeVisible();
  expect(await noSideScroll(page)).toBe(true);
});
