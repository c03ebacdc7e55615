// The owner's charts and analytics: round rupee values on the axis, a bar's figure
// on hover and keyboard focus and as a table, and analytics showing the range it uses in From
// and To, with package performance kept to that range.
import { formatDateSpan } from '@baraat/shared/domain/format';
import { digits, ownerApi, signInAsOwner } from './support/demo-owner';
import { dayMonthYear, expect, test } from './support/fixtures';

test('the revenue chart writes rupee values on its axis and a bar’s amount on hover and focus', async ({
  page,
  request,
}) => {
  await signInAsOwner(page);
  await page.goto('/business/home?tab=dashboard');
  const api = await ownerApi(request);
  const stats = await api.get(
    `/business/mapping/${api.business.user_business_mapping_id}/enhanced-stats`,
  );
  const months = stats.revenue_last_6_months as { label: string; amount: number }[];
  const chart = page.getByRole('figure', { name: 'Revenue, last 6 months' });
  await expect(chart.getByRole('img')).toHaveCount(6);

  const ticks = chart.locator('.chart-y li');
  const values = (await ticks.allTextContents()).map((text) => text.replace(/\s/g, ' '));
  expect(values.length).toBeGreaterThanOrEqual(3);
  expect(values[0]).toBe('Rs 0');
  for (const value of values) expect(value).toMatch(/^Rs \d{1,3}(,\d{3})*$/);
  const numbers = values.map(digits);
  const step = numbers[1]!;
  expect(numbers).toEqual(numbers.map((_, index) => index * step));
  expect(numbers.at(-1)).toBeGreaterThanOrEqual(Math.max(...months.map((m) => m.amount)));
  await expect(ticks.first()).toBeVisible();

  const tip = chart.locator('.chart-tip');
  await chart.getByRole('img').nth(5).hover();
  await expect(tip).toContainText(months[5]!.label);
  expect(digits(await tip.locator('strong').textContent())).toBe(months[5]!.amount);
  await page.mouse.move(0, 0);
  await expect(tip).toHaveCount(0);

  const shownAmount = () => tip.locator('strong').textContent().then(digits);
  await chart.getByRole('img').first().focus();
  await expect(tip).toContainText(months[0]!.label);
  await page.keyboard.press('ArrowRight');
  await expect.poll(shownAmount).toBe(months[1]!.amount);

  await chart.getByRole('button', { name: 'Show as table' }).click();
  const rows = chart.getByRole('table', { name: 'Revenue, last 6 months' }).locator('tbody tr');
  await expect(rows).toHaveCount(6);
  expect(digits(await rows.nth(5).locator('td').textContent())).toBe(months[5]!.amount);
});

test('analytics shows the range in use in From and To, and package performance obeys it', async ({
  page,
  request,
}) => {
  await signInAsOwner(page);
  await page.goto('/business/analytics');
  const api = await ownerApi(request);
  const id = api.business.business_id;
  const from = page.getByRole('textbox', { name: 'From' });
  const to = page.getByRole('textbox', { name: 'To' });
  const table = page.getByRole('region', { name: 'Package performance' }).getByRole('table');

  const bookingsShown = async (expected: { package_name: string; bookings_count: number }[]) => {
    for (const p of expected) {
      const row = table.getByRole('row').filter({ hasText: p.package_name });
      await expect(row.getByRole('cell').nth(1)).toHaveText(String(p.bookings_count));
    }
  };

  const month = await api.get(`/business/${id}/revenue-data?period=month`);
  await expect(from).toHaveValue(dayMonthYear(month.from));
  await expect(to).toHaveValue(dayMonthYear(month.to));
  await expect(
    page.getByRole('heading', { name: `Revenue, ${formatDateSpan(month.from, month.to)}` }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Week' }).click();
  const week = await api.get(`/business/${id}/revenue-data?period=week`);
  await expect(from).toHaveValue(dayMonthYear(week.from));
  const weekPackages = await api.get(`/business/${id}/package-performance?period=week`);
  await bookingsShown(weekPackages);

  await page.getByRole('button', { name: 'Year' }).click();
  const year = await api.get(`/business/${id}/revenue-data?period=year`);
  await expect(from).toHaveValue(dayMonthYear(year.from));
  const yearPackages = await api.get(`/business/${id}/package-performance?period=year`);
  await bookingsShown(yearPackages);
  // The demo's half year of history: a year counts bookings twelve weeks do not.
  const count = (rows: { bookings_count: number }[]) =>
    rows.reduce((sum, row) => sum + row.bookings_count, 0);
  expect(count(yearPackages)).toBeGreaterThan(count(weekPackages));

  // A chosen range: the boxes keep it, and the table follows it.
  await from.fill(week.from);
  await to.fill(week.to);
  await bookingsShown(
    await api.get(
      `/business/${id}/package-performance?period=year&from=${week.from}&to=${week.to}`,
    ),
  );
});
