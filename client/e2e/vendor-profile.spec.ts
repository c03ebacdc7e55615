import { DEMO_CUSTOMER, expect, signInThroughForm, test } from './support/fixtures';

test('a vendor profile shows its packages, reviews, calendar and a photo lightbox', async ({
  page,
}) => {
  await page.goto('/listings?type=Marriage%20Marquee');
  const first = page.locator('.vendor-card h2').first();
  const name = (await first.textContent()) ?? '';
  await first.click();

  await expect(page).toHaveURL(/\/listings\/profile\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(page.getByRole('heading', { name: 'Our Packages' })).toBeVisible();
  const prices = page.locator('.package-card .package-price');
  expect(await prices.count()).toBeGreaterThanOrEqual(2);
  await expect(prices.first()).toHaveText(/^Rs\s?[\d,]+ per (guest|event)$/);

  // Premium keeps packages over 50,000 only.
  await page.getByRole('button', { name: 'Premium' }).click();
  for (const text of await prices.allInnerTexts()) {
    expect(Number(text.replace(/[^\d]/g, ''))).toBeGreaterThan(50_000);
  }

  await page.getByRole('button', { name: /^Open photo 1 of/ }).click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByText(/1 \/ 4/)).toBeVisible();
  await lightbox.getByRole('button', { name: 'Next' }).click();
  await expect(lightbox.getByText(/2 \/ 4/)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByText(/1 \/ 4/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  await expect(page.getByRole('heading', { name: 'Customer Reviews' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check Availability' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in OpenStreetMap' })).toHaveAttribute(
    'href',
    /openstreetmap\.org/,
  );
  await expect(page.getByText('Monday – Friday')).toBeVisible();
});

test('an unknown vendor says Business not found with a way back', async ({ page }) => {
  await page.goto('/listings/profile/no-such-vendor-here');
  await expect(page.getByText('Business not found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Listings' }).click();
  await expect(page).toHaveURL(/\/listings$/);
});

test('a signed-in customer saves a vendor to favourites', async ({ page }) => {
  await page.goto('/login');
  await signInThroughForm(page, DEMO_CUSTOMER.email);
  await page.goto('/listings?type=Catering%20Service');
  await page.locator('.vendor-card h2').first().click();
  const save = page.getByRole('button', { name: /Save/ });
  await expect(save).toBeEnabled();
  const wasSaved = (await save.getAttribute('aria-pressed')) === 'true';
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', String(!wasSaved));
  await page.reload();
  await expect(page.getByRole('button', { name: /Save/ })).toHaveAttribute(
    'aria-pressed',
    String(!wasSaved),
  );
});
