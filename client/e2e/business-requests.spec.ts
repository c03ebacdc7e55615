// The demo owner answers booking requests: accept with a hall, decline with a
// reason, and a second accept of the same hall at the same time refused with the 409 naming
// who holds it. The requests come from fresh customers of this test, so other specs' data
// stays as it was.
import { requestFrom, surname } from './support/customer-request';
import { DEMO_OWNER, expect, signInThroughForm, test } from './support/fixtures';

test('the demo owner accepts with a hall, declines with a reason, and sees a hall conflict', async ({
  page,
  request,
}) => {
  const profile = await (await request.get('/api/listings/profile/shalimar-marquee')).json();
  const open = profile.slots.filter((slot: { is_available: boolean }) => slot.is_available);
  // The farthest open slot: the booking specs take the first ones.
  const slot = open[open.length - 1] as { slot_id: number };
  const [accepted, declined, rival] = [
    await requestFrom(request, slot.slot_id, surname()),
    await requestFrom(request, slot.slot_id, surname()),
    await requestFrom(request, slot.slot_id, surname()),
  ];

  await page.goto('/login');
  await signInThroughForm(page, DEMO_OWNER.email);
  await expect(page).toHaveURL(/\/business\/home$/);
  // exact: the home tab also links 'Booking requests' when other specs left some pending.
  await page.getByRole('link', { name: 'Booking Requests', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Booking Requests', level: 2 })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search requests' });

  // Accept with a free hall; the request moves to Verified with the hall shown.
  await search.fill(accepted.name);
  await page.getByRole('button', { name: `Accept ${accepted.name}` }).click();
  let dialog = page.getByRole('dialog', { name: 'Accept Request' });
  const freeHall = dialog.locator('label.resource-choice').filter({ hasNotText: 'Busy:' }).first();
  const hall = (await freeHall.locator('span').first().textContent())!.split(' · ')[0]!.trim();
  await freeHall.click();
  await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.getByText('Request approved successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: /^Verified \(\d+\)$/ }).click();
  const row = page.getByRole('row').filter({ hasText: accepted.name });
  await expect(row).toContainText(hall);
  await expect(row).toContainText('Verified');

  // Notes on the accepted booking, kept by the details dialog.
  await row.getByRole('button', { name: `Details ${accepted.name}` }).click();
  dialog = page.getByRole('dialog', { name: `Request from ${accepted.name}` });
  await dialog.getByRole('textbox', { name: 'Notes' }).fill('Stage facing the lawn');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Booking details updated successfully')).toBeVisible();
  await row.getByRole('button', { name: `Details ${accepted.name}` }).click();
  await expect(dialog.getByRole('textbox', { name: 'Notes' })).toHaveValue('Stage facing the lawn');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Decline another with a reason: it shows under Declined and the customer reads why.
  await page.getByRole('button', { name: /^Pending \(\d+\)$/ }).click();
  await search.fill(declined.name);
  await page.getByRole('button', { name: `Decline ${declined.name}` }).click();
  dialog = page.getByRole('dialog', { name: 'Decline Request' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Fully booked that evening');
  await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(page.getByText('Request rejected successfully')).toBeVisible();
  await page.getByRole('button', { name: /^Declined \(\d+\)$/ }).click();
  await expect(page.getByRole('row').filter({ hasText: declined.name })).toContainText('Declined');
  const mine = await request.get('/api/bookings/my-bookings', {
    headers: { Authorization: `Bearer ${declined.token}` },
  });
  expect((await mine.json())[0].decline_reason).toBe('Fully booked that evening');

  // The same hall for an overlapping request: refused, naming the hall, event and customer.
  await page.getByRole('button', { name: /^Pending \(\d+\)$/ }).click();
  await search.fill(rival.name);
  await page.getByRole('button', { name: `Accept ${rival.name}` }).click();
  dialog = page.getByRole('dialog', { name: 'Accept Request' });
  await dialog.locator('label.resource-choice').filter({ hasText: hall }).first().click();
  await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    `${hall} is already booked for Wedding of ${accepted.name} on`,
  );
});

test('Booking Requests fits a 360 px phone: requests become cards, no sideways scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login');
  await signInThroughForm(page, DEMO_OWNER.email);
  await page.goto('/business/home?tab=events');
  const firstRow = page.locator('.requests-table tbody tr').first();
  await expect(firstRow).toBeVisible();
  await expect(page.locator('.requests-table thead')).toHaveCSS('position', 'absolute');
  // Measured once the page has settled: the header's live-channel marker shows "offline" until
  // the socket opens a moment after load.
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    )
    .toBe(true);
  await page.screenshot({
    path: test.info().outputPath('business-requests-360.png'),
    fullPage: true,
  });
});
