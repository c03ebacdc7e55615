// The demo owner's dashboard, analytics and payments tab on real figures (docs/product/business-desk.md#the-desk-and-its-tabs, docs/product/payments.md#analytics;
// docs/product/decisions.md#the-decisions-at-a-glance). The demo data is shared by the specs of a worker, so the figures are checked
// against the API's answer fetched here, never against fixed totals.
import { readFileSync } from 'node:fs';
import type { PaymentsSummary } from '@baraat/shared/schemas/payments-summary';
import { REPORT_COLUMNS } from '@baraat/shared/schemas/stats';
import { digits, figureOf, noSideScroll, ownerApi, signInAsOwner } from './support/demo-owner';
import { dayMonthYear, expect, test, unique } from './support/fixtures';

test('the dashboard shows the stats and charts the API computes', async ({ page, request }) => {
  await signInAsOwner(page);
  await expect(page.getByRole('link', { name: /waiting for your answer/ })).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  await expect(page).toHaveURL(/tab=dashboard/);
  const cards = page.getByRole('list', { name: 'Business stats' });
  await expect(cards).toBeVisible();

  const api = await ownerApi(request);
  const stats = await api.get(
    `/business/mapping/${api.business.user_business_mapping_id}/enhanced-stats`,
  );
  const card = (label: string) => cards.getByRole('listitem').filter({ hasText: label });
  expect(digits(await card('Total revenue').locator('strong').textContent())).toBe(
    stats.total_revenue,
  );
  expect(digits(await card('Total bookings').locator('strong').textContent())).toBe(
    stats.total_bookings,
  );
  const months = stats.revenue_last_6_months as { label: string }[];
  const revenue = page.getByRole('figure', { name: 'Revenue, last 6 months' });
  await expect(revenue.getByRole('img')).toHaveCount(6);
  await expect(revenue).toContainText(`6 bars from ${months[0]!.label} to ${months[5]!.label}`);
  await expect(page.getByRole('heading', { name: 'Recent transactions' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Recent transactions' }).getByRole('listitem'),
  ).toHaveCount(Math.min(3, stats.recent_transactions.length));

  // What the business is owed, from the same computation as the Payments tab.
  const summary = (await api.get('/payments/summary')) as PaymentsSummary;
  const owed = page.getByRole('list', { name: 'Owed' });
  await expect(owed.getByRole('listitem')).toHaveCount(3);
  expect(await figureOf(owed, 'Outstanding')).toBe(summary.outstanding);
  expect(await figureOf(owed, 'Overdue')).toBe(summary.overdue);
  expect(await figureOf(owed, 'Due this week')).toBe(summary.due_this_week);

  await page.setViewportSize({ width: 360, height: 800 });
  expect(await noSideScroll(page)).toBe(true);
});

test('analytics downloads the CSV report of the chosen range', async ({ page, request }) => {
  await signInAsOwner(page);
  await page.goto('/business/analytics');
  const api = await ownerApi(request);
  const from = page.getByRole('textbox', { name: 'From' });
  await page.getByRole('button', { name: 'Year' }).click();
  // The owner types once the boxes show the years' own range, as a person sees it come.
  const years = await api.get(`/business/${api.business.business_id}/revenue-data?period=year`);
  await expect(from).toHaveValue(dayMonthYear(years.from));
  await from.fill('2025-01-01');
  await page.getByRole('textbox', { name: 'To' }).fill('2026-12-31');
  await expect(
    page.getByRole('heading', { name: 'Revenue, 1 Jan 2025 – 31 Dec 2026' }),
  ).toBeVisible();
  const data = await api.get(
    `/business/${api.business.business_id}/revenue-data?period=year&from=2025-01-01&to=2026-12-31`,
  );
  await page.getByRole('button', { name: 'Bookings' }).click();
  await expect(page.getByText(`${data.total_bookings} confirmed bookings`)).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Report' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-report-2025-01-01-to-2026-12-31\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(REPORT_COLUMNS.join(','));

  await page.setViewportSize({ width: 360, height: 800 });
  expect(await noSideScroll(page)).toBe(true);
});

test('the owner records a payment against an accepted booking and refunds it', async ({ page }) => {
  await signInAsOwner(page);
  await page.goto('/business/home?tab=payments');
  const receivables = page.getByRole('table', { name: 'Bookings to collect' });
  await expect(receivables).toBeVisible();
  await receivables
    .getByRole('button', { name: /Record payment for booking/ })
    .first()
    .click();

  const dialog = page.getByRole('dialog', { name: 'Record payment' });
  const reference = unique('E2E-');
  await dialog.getByLabel('Amount (Rs)').fill('4321');
  await dialog.getByLabel('Method').selectOption('easypaisa');
  await dialog.getByLabel('Transaction ID').fill(reference);
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Payment recorded')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('table', { name: 'Payments recorded' }).getByRole('row').filter({
    hasText: reference,
  });
  await expect(row).toContainText('Easypaisa');
  await expect(row).toContainText('Completed');
  await row.getByRole('button', { name: 'Refund' }).click();
  await page
    .getByRole('dialog', { name: 'Refund payment' })
    .getByRole('button', { name: 'Refund' })
    .click();
  await expect(row).toContainText('Refunded');
  await expect(row.getByRole('button', { name: 'Refund' })).toHaveCount(0);

  await page.setViewportSize({ width: 360, height: 800 });
  expect(await noSideScroll(page)).toBe(true);
});
