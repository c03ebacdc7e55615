// The owner's charts (issue 20): round rupee values on the axis, a bar's figure on hover and
// keyboard focus, and the same figures as a table.
import { digits, ownerApi, signInAsOwner } from './support/demo-owner';
import { expect, test } from './support/fixtures';

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
