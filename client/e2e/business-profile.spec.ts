// The owner's profile screens (docs/product/business-desk.md#business-management): editing the business info with its bio counter and
// redirect, the management page's tiles, settings, and who may open them; at 360 px too.
// Edits are made by a fresh owner signed up through the API, so the demo owner stays as it was.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  DEMO_CUSTOMER,
  DEMO_OWNER,
  expect,
  signInThroughForm,
  test,
  unique,
} from './support/fixtures';

const PASSWORD = 'Shaadi#2026';

/** A new marquee owner, signed up through the API as the business form would. */
async function signUpOwner(request: APIRequestContext) {
  const username = unique('owner_');
  const email = `${username}@example.pk`;
  const businessName = unique('Noor Mahal ');
  const signup = await request.post('/api/auth/signup/business', {
    data: {
      username,
      first_name: 'Imran',
      last_name: 'Ali',
      email,
      password: PASSWORD,
      mobile: '+92 321 7654321',
      business_name: businessName,
      business_description: 'Marquee for 800 guests with lawn',
      business_type: 1,
      address: 'Main Boulevard, Gulberg, Lahore',
      phone: '042-35761234',
      city_id: 1,
    },
  });
  expect(signup.status()).toBe(201);
  const { access_token } = await signup.json();
  const mine = await request.get('/api/business/my-business', {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  const { slug } = await mine.json();
  return { email, businessName, slug: slug as string };
}

async function signIn(page: Page, email: string, password?: string) {
  await page.goto('/login');
  await signInThroughForm(page, email, password);
}

/** How far the page scrolls sideways: 0 when everything fits the viewport. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('an owner edits the bio and name, sees the counter, the success text and the redirect', async ({
  page,
  request,
}) => {
  const owner = await signUpOwner(request);
  await signIn(page, owner.email, PASSWORD);
  await expect(page).toHaveURL(/\/business\/home$/);
  await page.getByRole('link', { name: 'Edit Business' }).click();
  await expect(page).toHaveURL(/\/business\/edit$/);

  const bio = page.getByRole('textbox', { name: 'Bio' });
  await expect(bio).toHaveValue('Marquee for 800 guests with lawn');
  await expect(page.getByText('32/500')).toBeVisible();
  await bio.fill('x'.repeat(501));
  await expect(page.getByText('501/500')).toBeVisible();
  await expect(page.getByText('Bio must be at most 500 characters')).toBeVisible();

  const newBio = 'Lawn marquee in Gulberg with a mehndi stage and parking for 200 cars.';
  await bio.fill(newBio);
  await expect(page.getByText(`${newBio.length}/500`)).toBeVisible();
  await expect(page.getByText('Bio must be at most 500 characters')).toBeHidden();
  const newName = `${owner.businessName} Gardens`;
  await page.getByRole('textbox', { name: 'Business name' }).fill(newName);
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(
    page.getByText('Business information updated successfully! Redirecting...'),
  ).toBeVisible();
  const shownAt = Date.now();
  await expect(page).toHaveURL(/\/business\/edit$/);
  await page.waitForURL(/\/business\/home$/, { timeout: 6000 });
  expect(Date.now() - shownAt).toBeGreaterThan(1200);
  // The header and the desk read the saved business without a reload.
  await expect(page.getByRole('button', { name: newName })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();

  // The slug did not change with the name, and the public profile shows the new bio.
  await page.goto(`/listings/profile/${owner.slug}`);
  await expect(page.getByText(newBio)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
});

test('a failed save keeps what was typed; Cancel goes home', async ({ page, request }) => {
  const owner = await signUpOwner(request);
  await signIn(page, owner.email, PASSWORD);
  await page.goto('/business/update_basic_info');
  const address = page.getByRole('textbox', { name: 'Address' });
  await address.fill('Plot 7, Canal Road, Lahore');
  await page.getByRole('textbox', { name: 'Website' }).fill('www.noor-mahal.pk');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByText('Please enter a full web address starting with http:// or https://'),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'Website' }).fill('https://noor-mahal.pk');
  // No signal at the moment of saving.
  await page.route('**/api/business/*', (route) =>
    route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.fallback(),
  );
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Failed to update business information')).toBeVisible();
  await expect(address).toHaveValue('Plot 7, Canal Road, Lahore');
  await expect(page.getByRole('textbox', { name: 'Website' })).toHaveValue('https://noor-mahal.pk');

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/business\/home$/);
});

test('the marquee’s management page offers Add Halls and opens the halls tab', async ({ page }) => {
  await signIn(page, DEMO_OWNER.email);
  await page.goto('/business/manage');
  await expect(page.getByRole('heading', { level: 1, name: 'Business Management' })).toBeVisible();
  const quick = page.getByRole('list', { name: 'Quick Management' });
  await expect(quick.getByRole('link')).toHaveText([
    /Manage Packages/,
    /Add Halls/,
    /Manage Services/,
  ]);
  const more = page.getByRole('list', { name: 'Additional Management' });
  await expect(more.getByRole('link', { name: /Update Profile/ })).toHaveAttribute(
    'href',
    '/business/update_basic_info',
  );
  await expect(more.getByRole('link', { name: /Manage Media/ })).toHaveAttribute(
    'href',
    '/business/add_media',
  );
  await quick.getByRole('link', { name: /Add Halls/ }).click();
  await expect(page).toHaveURL(/\/business\/home\?tab=halls$/);

  await page.goto('/business/manage');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/business\/home$/);
});

test('settings show the account, the business and its public address', async ({ page }) => {
  await signIn(page, DEMO_OWNER.email);
  await page.goto('/business/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Business Settings' })).toBeVisible();
  await expect(page.getByText(DEMO_OWNER.email)).toBeVisible();
  await expect(page.getByText('Marriage Marquee')).toBeVisible();
  const address = page.getByRole('textbox', { name: 'Public profile address' });
  await expect(address).toHaveValue(/\/listings\/profile\/shalimar-marquee$/);
  await expect(page.getByRole('link', { name: 'Open' })).toHaveAttribute(
    'href',
    '/listings/profile/shalimar-marquee',
  );
  await expect(page.getByRole('link', { name: 'Change Password' })).toHaveAttribute(
    'href',
    '/change-password',
  );
  await page.goto('/business/home?tab=settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit Business' }).last().click();
  await expect(page).toHaveURL(/\/business\/edit$/);
});

test('a customer opening business settings sees Access Denied', async ({ page }) => {
  await signIn(page, DEMO_CUSTOMER.email);
  await page.goto('/business/settings');
  await expect(page).toHaveURL(/\/business\/settings$/);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Sign In' }).last()).toHaveAttribute(
    'href',
    '/login',
  );
});

test('the profile screens fit a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, DEMO_OWNER.email);
  for (const [path, heading] of [
    ['/business/edit', 'Edit Business'],
    ['/business/manage', 'Business Management'],
    ['/business/settings', 'Business Settings'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await sidewaysScroll(page), path).toBe(0);
  }
  await page.goto('/business/home?tab=settings');
  await expect(page.getByRole('textbox', { name: 'Public profile address' })).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
});
