import { expect, test } from './support/fixtures';
import { waitForControllingWorker } from './support/service-worker';

test('a profile and a listing opened online open again with the network off', async ({
  page,
  context,
}) => {
  await page.goto('/listings?type=Wedding%20Photography');
  await waitForControllingWorker(page);
  await expect(page.locator('.vendor-card h2').first()).toBeVisible();
  const names = await page.locator('.vendor-card h2').allInnerTexts();
  expect(names.length).toBeGreaterThan(1);
  await page.locator('.vendor-card h2').first().click();
  await expect(page.getByRole('heading', { name: 'Our Packages' })).toBeVisible();
  const profileUrl = page.url();
  const vendor = names[0]!;

  await context.setOffline(true);
  try {
    await page.goto(profileUrl);
    await expect(page.getByText('Offline — showing the saved profile')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(vendor);
    await expect(page.locator('.package-card').first()).toBeVisible();

    // Searching offline filters what was saved.
    await page.goto('/listings?type=Wedding%20Photography');
    await expect(page.getByText('Offline — showing saved results')).toBeVisible();
    await expect(page.locator('.vendor-card h2').first()).toBeVisible();
    const offlineNames = await page.locator('.vendor-card h2').allInnerTexts();
    expect([...offlineNames].sort()).toEqual([...names].sort());

    await page.goto(`/listings?text=${encodeURIComponent(vendor)}`);
    await expect(page.getByText('Offline — showing saved results')).toBeVisible();
    await expect(page.locator('.vendor-card h2').first()).toHaveText(vendor);
    await page.goto('/listings?type=Car%20Rental');
    await expect(page.getByRole('heading', { name: 'No vendors found' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
