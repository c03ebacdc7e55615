// The owner's Payments tab on a phone and a tablet: each booking to collect shows
// its amounts on screen, the Record payment and Refund buttons are whole at 1024 px, and a
// booking paid in full is not offered for collection.
import type { PaymentsSummary } from '@baraat/shared/schemas/payments-summary';
import type { Locator, Page } from '@playwright/test';
import { digits, figureOf, noSideScroll, ownerApi, signInAsOwner } from './support/demo-owner';
import { expect, test } from './support/fixtures';

/** Scrolls the element to the middle of the screen, where no edge can cut it. */
const toMiddle = (locator: Locator) =>
  locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));

async function insideViewport(page: Page, locator: Locator) {
  await toMiddle(locator);
  const box = (await locator.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

test('Payments on a 390 px phone: each booking’s amounts on screen, none paid in full', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsOwner(page);
  await page.goto('/business/home?tab=payments');
  const api = await ownerApi(request);
  const owed = (await api.get('/payments/receivables?limit=100')) as { booking_id: number }[];
  expect(owed.length).toBeGreaterThan(0);
  const table = page.getByRole('table', { name: 'Bookings to collect' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(owed.length);
  expect(await noSideScroll(page)).toBe(true);
  for (let index = 0; index < owed.length; index += 1) {
    const row = rows.nth(index);
    for (const label of ['Total', 'Paid', 'Outstanding']) {
      await insideViewport(page, row.locator(`td[data-label="${label}"]`));
    }
    expect(digits(await row.locator('td[data-label="Outstanding"]').textContent())).toBeGreaterThan(
      0,
    );
  }

  // The bookings the ledger holds as paid in full: none is offered for collection.
  const payments = (await api.get('/payments/my-payments?limit=100')) as {
    booking_id: number;
    amount: number;
    status: string;
  }[];
  const paid = new Map<number, number>();
  for (const p of payments.filter((p) => p.status === 'completed')) {
    paid.set(p.booking_id, (paid.get(p.booking_id) ?? 0) + p.amount);
  }
  const bookings = [
    ...(await api.get('/bookings/business-requests')),
    ...(await api.get('/bookings/business-requests?past_events=true')),
  ] as { booking_id: number; status: string; total_amount: number }[];
  const settled = bookings.filter(
    (b) =>
      ['verified', 'completed'].includes(b.status) &&
      b.total_amount > 0 &&
      (paid.get(b.booking_id) ?? 0) >= b.total_amount,
  );
  expect(settled.length).toBeGreaterThan(0);
  for (const booking of settled) {
    await expect(
      table.getByRole('button', {
        name: `Record payment for booking ${booking.booking_id}`,
        exact: true,
      }),
    ).toHaveCount(0);
  }
});

test('Payments at 1024 px: every Record payment and Refund button whole in its box', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInAsOwner(page);
  await page.goto('/business/home?tab=payments');
  const record = page.getByRole('button', { name: /^Record payment for booking/ });
  const refund = page.getByRole('button', { name: /^Refund / });
  await expect(record.first()).toBeVisible();
  await expect(refund.first()).toBeVisible();
  // Neither table hides a column to scroll to: each fits its box.
  for (const box of await page.locator('.owner-payments .table-scroll').all()) {
    expect(await box.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  for (const button of [...(await record.all()), ...(await refund.all())]) {
    await toMiddle(button);
    // Wholly inside the viewport once scrolled to, so no box around it clips it.
    await expect(button).toBeInViewport({ ratio: 1 });
    await insideViewport(page, button);
  }
  expect(await noSideScroll(page)).toBe(true);
});

test('Payments: Received, Refunded and Outstanding are the server’s, weddings included', async ({
  page,
  request,
}) => {
  await signInAsOwner(page);
  await page.goto('/business/home?tab=payments');
  const api = await ownerApi(request);
  const summary = (await api.get('/payments/summary')) as PaymentsSummary;
  // The demo wedding is accepted: what it owes is part of Outstanding, beside the bookings'.
  const weddings = summary.weddings.reduce((sum, wedding) => sum + wedding.outstanding, 0);
  expect(weddings).toBeGreaterThan(0);
  expect(summary.outstanding).toBe(summary.bookings.outstanding + weddings);
  const figures = page.getByRole('list', { name: 'Payment totals' });
  await expect(figures.getByRole('listitem')).toHaveCount(3);
  expect(await figureOf(figures, 'Received')).toBe(summary.received);
  expect(await figureOf(figures, 'Refunded')).toBe(summary.refunded);
  expect(await figureOf(figures, 'Outstanding')).toBe(summary.outstanding);
});
