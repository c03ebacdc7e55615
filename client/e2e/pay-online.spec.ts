// Paying the advance online through the sandbox (docs/product/online-payments.md#paying-online),
// on a 390 px phone: a customer whose accepted booking is held sees it under "Awaiting your
// payment", pays through JazzCash's sandbox page, comes back to "Payment received" and its
// receipt, and the booking reads Confirmed while the owner's ledger shows the payment live. A
// failed payment records nothing; one whose answer never comes (no callback, the customer not
// back) is recorded by the return page's asking.
import { CHECKOUT_TEXTS } from '@baraat/shared/schemas/checkouts';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { link } from '../src/config/paths';
import { daysAhead, freshCustomer, freshOwner } from './support/desk-owner';
import { expect, signInThroughForm, test } from './support/fixtures';
import { layoutProblems } from './support/layout-checks';
import { expectInLedgerLive, openReceipt } from './support/online-payments';

const PHONE = { width: 390, height: 844 };
const PRICE = 150_000;
/** The advance a single booking owes by default: 30% of its price. */
const ADVANCE = 'Rs 45,000';

test.setTimeout(90_000);

/** A fresh owner's package and hall, a fresh customer's booking of it, accepted and held. */
async function heldBooking(request: APIRequestContext, day: number) {
  const owner = await freshOwner(request, 'marquee', 'Noor Banquets');
  const hall = await owner.resource('Main Hall', 500);
  const { package_id: packageId } = await owner.post<{ package_id: number }>(
    `/business/${owner.businessId}/packages`,
    { package_name: 'Gold Package', price: PRICE },
  );
  const slot = await owner.slot(daysAhead(day), '18:00', '22:00', hall);
  const customer = await freshCustomer(request);
  const booked = await request.post('/api/bookings', {
    headers: customer.headers,
    data: { slot_id: slot, event_type_id: 1, package_selected_id: packageId },
  });
  expect(booked.status()).toBe(201);
  const bookingId = (await booked.json()).booking_id as number;
  await owner.patch(`/bookings/${bookingId}/approve`, { hall_id: hall });
  return { owner, customer, bookingId };
}

async function customerPage(browser: Browser, customer: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/login');
  await signInThroughForm(page, customer.email, customer.password);
  return page;
}

/** From the dashboard's overview to JazzCash's sandbox page, by Pay advance. */
async function payAdvance(page: Page) {
  await page.goto('/customer/dashboard');
  const due = page.getByRole('region', { name: CHECKOUT_TEXTS.dueHeading });
  const item = due.getByRole('listitem').filter({ hasText: 'Gold Package' });
  await expect(item).toContainText('Noor Banquets');
  await expect(item).toContainText(`Advance · ${ADVANCE}`);
  await expect(item).toContainText('Held until');
  expect(await layoutProblems(page)).toEqual([]);
  await item.getByRole('button', { name: 'Pay advance' }).click();
  const panel = item.getByRole('region', { name: CHECKOUT_TEXTS.payWith });
  await panel.getByRole('button', { name: 'JazzCash' }).click();
  await expect(page.getByRole('banner')).toHaveText('SANDBOX');
  await expect(page.getByTestId('sandbox-amount')).toHaveText('Rs 45,000.00');
}

test('a held booking’s advance paid through the sandbox is received, Confirmed and in the owner’s ledger live', async ({
  browser,
  request,
}) => {
  const { owner, customer } = await heldBooking(request, 40);
  const desk = await browser.newContext({ viewport: PHONE });
  const deskPage = await desk.newPage();
  await owner.signIn(deskPage);
  await deskPage.goto('/business/home?tab=payments');
  const ledger = deskPage.getByRole('region', { name: 'Payments recorded' });
  await expect(ledger.getByText('No payments recorded yet.')).toBeVisible();

  const page = await customerPage(browser, customer);
  await payAdvance(page);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/payments\/return\/[A-Za-z0-9]+$/);
  await expect(page.getByRole('heading', { name: CHECKOUT_TEXTS.paidTitle })).toBeVisible();
  await expect(page.getByText(CHECKOUT_TEXTS.paidText(ADVANCE, 'Noor Banquets'))).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);

  // The owner's Payments, open all along, shows it without a reload.
  await expectInLedgerLive(ledger, 'JazzCash', ADVANCE);
  await openReceipt(page, ['Noor Banquets', 'JazzCash', ADVANCE]);

  await page.goto('/customer/dashboard?tab=bookings');
  await expect(page.locator('.booking-card').getByText('Confirmed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay advance' })).toHaveCount(0);
  // What it owes now is its balance, and it is held no longer.
  await page.goto('/customer/dashboard');
  const due = page.getByRole('region', { name: CHECKOUT_TEXTS.dueHeading });
  const balance = due.getByRole('listitem').filter({ hasText: 'Gold Package' });
  await expect(balance.getByRole('button', { name: 'Pay balance' })).toBeVisible();
  await expect(balance).toContainText('Rs 105,000');
  await expect(balance).not.toContainText('Held until');
  await page.context().close();
  await desk.close();
});

test('a failed payment says so and records nothing', async ({ browser, request }) => {
  const { customer } = await heldBooking(request, 41);
  const page = await customerPage(browser, customer);
  await payAdvance(page);
  await page.getByRole('button', { name: 'Fail', exact: true }).click();
  await expect(page.getByRole('heading', { name: CHECKOUT_TEXTS.failedTitle })).toBeVisible();
  await expect(page.getByText(CHECKOUT_TEXTS.failedText)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Receipt' })).toHaveCount(0);
  // It can be paid again from here.
  await expect(page.getByRole('button', { name: 'Pay advance' })).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);
  await page.goto('/customer/dashboard?tab=payments');
  await expect(page.getByText(/^No payments in this period\./)).toBeVisible();
  await page.context().close();
});

test('a payment whose answer never comes reads pending, then received by the return page’s asking', async ({
  browser,
  request,
}) => {
  const { customer } = await heldBooking(request, 42);
  const page = await customerPage(browser, customer);
  await payAdvance(page);
  const reference = (
    (await page
      .locator('dt', { hasText: 'Reference' })
      .locator('xpath=following-sibling::dd[1]')
      .textContent()) ?? ''
  ).trim();
  // The return page, opened before the customer pays: the provider has nothing to say yet.
  const back = await page.context().newPage();
  await back.goto(link.paymentReturn(reference));
  await expect(back.getByRole('heading', { name: CHECKOUT_TEXTS.pendingTitle })).toBeVisible();
  await expect(back.getByText(CHECKOUT_TEXTS.pendingText)).toBeVisible();
  expect(await layoutProblems(back)).toEqual([]);
  // Paid with no callback, and the customer never comes back from the provider's page.
  await page.route('**/api/checkouts/callback/**', (route) => route.abort());
  await page.getByLabel('Delivered').selectOption('never');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(back.getByRole('heading', { name: CHECKOUT_TEXTS.paidTitle })).toBeVisible({
    timeout: 15_000,
  });
  await expect(back.getByRole('link', { name: 'Receipt' })).toBeVisible();
  await page.context().close();
});
