// The owner's photos in the browser: a fresh owner (so the demo owner's photos stay as they
// are) uploads with a progress bar, picks the thumbnail, deletes with the confirm, sees the
// thumbnail on the public profile, and files the spec refuses never leave the browser.
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, signInThroughForm, test, unique } from './support/fixtures';

const PASSWORD = 'Shaadi#2026';

async function newOwner(request: APIRequestContext) {
  const username = unique('media_');
  const email = `${username}@example.pk`;
  const signup = await request.post('/api/auth/signup/business', {
    data: {
      username,
      email,
      password: PASSWORD,
      first_name: 'Sana',
      last_name: 'Malik',
      mobile: '+92 321 7654321',
      // Words a heading can wrap at 360 px, as a real name has.
      business_name: `Noor Studio ${username.slice(-6)}`,
      business_description: 'Wedding photography across Lahore',
      business_type: 4,
      address: 'MM Alam Road, Gulberg, Lahore',
      phone: '042-35761234',
      city_id: 1,
    },
  });
  expect(signup.status()).toBe(201);
  const { access_token } = await signup.json();
  const mine = await request.get('/api/business/my-business', {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  const { business_id, slug } = await mine.json();
  return { email, businessId: business_id as number, slug: slug as string };
}

const photo = (background: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function choose(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.getByLabel('Upload Photo').setInputFiles({ name, mimeType, buffer });
}

test('an owner uploads photos, picks the thumbnail, deletes one and sees it on the profile', async ({
  page,
  request,
}) => {
  const owner = await newOwner(request);
  const uploads: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/media/upload')) uploads.push(sent.url());
  });
  await page.goto('/login');
  await signInThroughForm(page, owner.email, PASSWORD);
  await page.goto('/business/add_media');
  await expect(page.getByRole('heading', { name: 'Media Management' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to Business Management/ })).toHaveAttribute(
    'href',
    '/business/manage',
  );
  await expect(page.getByText('No photos yet.')).toBeVisible();

  const grid = page.getByRole('list', { name: 'Photos' });
  const tiles = grid.getByRole('listitem');
  await choose(page, 'mehndi.jpg', 'image/jpeg', await photo('#b03a48'));
  await expect(page.getByText('Upload complete')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveJSProperty('value', 100);
  await expect(page.getByText('Photo uploaded successfully!')).toBeVisible();
  await expect(tiles).toHaveCount(1);
  await expect(tiles.first().getByText('Thumbnail', { exact: true })).toBeVisible();
  const firstSrc = await tiles.first().getByRole('img').getAttribute('src');

  await choose(page, 'baraat.jpg', 'image/jpeg', await photo('#1f4e79'));
  await expect(tiles).toHaveCount(2);
  await expect(page.getByText('2 of 10 photos')).toBeVisible();
  const secondSrc = await tiles.nth(1).getByRole('img').getAttribute('src');
  expect(secondSrc).not.toBe(firstSrc);

  await page.getByRole('button', { name: 'Set photo 2 as thumbnail' }).click();
  // The thumbnail is listed first, as the profile shows it.
  await expect(tiles.first().getByRole('img')).toHaveAttribute('src', secondSrc!);
  await expect(tiles.first().getByText('Thumbnail', { exact: true })).toBeVisible();
  await expect(grid.getByText('Thumbnail', { exact: true })).toHaveCount(1);

  await page.getByRole('button', { name: 'Delete photo 2' }).click();
  await page
    .getByRole('alertdialog', { name: 'Are you sure you want to delete this photo?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Photo deleted successfully!')).toBeVisible();
  await expect(tiles).toHaveCount(1);
  await expect(tiles.first().getByRole('img')).toHaveAttribute('src', secondSrc!);
  expect(uploads).toHaveLength(2);

  const thumbnail = await request.get(`/api/media/business/${owner.businessId}/thumbnail`);
  const { media_link } = await thumbnail.json();
  await page.goto(`/listings/profile/${owner.slug}`);
  await expect(page.locator('img.profile-cover')).toHaveAttribute('src', media_link);
  await expect
    .poll(() =>
      page.locator('img.profile-cover').evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(800);
});

test('a file too large or an SVG is refused in the browser with the spec’s texts', async ({
  page,
  request,
}) => {
  const owner = await newOwner(request);
  const uploads: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/media/upload')) uploads.push(sent.url());
  });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login');
  await signInThroughForm(page, owner.email, PASSWORD);
  await page.goto('/business/home?tab=media');
  await expect(page.getByText('No photos yet.')).toBeVisible();

  const tooLarge = Buffer.alloc(5 * 1024 * 1024 + 1, 0xff);
  await choose(page, 'wedding.jpg', 'image/jpeg', tooLarge);
  await expect(page.getByRole('alert')).toHaveText('File size must be less than 5MB');
  await choose(
    page,
    'logo.svg',
    'image/svg+xml',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  );
  await expect(page.getByRole('alert')).toHaveText(
    'Please select a valid image file (JPEG, PNG, WebP)',
  );
  expect(uploads).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});

test('an upload answered 401 is sent again after a refresh; failures say so', async ({
  page,
  request,
}) => {
  const owner = await newOwner(request);
  await page.goto('/login');
  await signInThroughForm(page, owner.email, PASSWORD);
  await page.goto('/business/add_media');
  await expect(page.getByText('No photos yet.')).toBeVisible();

  // The server's answer to an access token that expired while the owner chose a photo.
  let refused = 0;
  await page.route('**/api/media/upload/', async (route) => {
    if (refused > 0) return route.continue();
    refused += 1;
    await route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ detail: 'Session expired' }),
    });
  });
  const refreshed = page.waitForResponse('**/api/auth/refresh-token');
  await choose(page, 'haldi.jpg', 'image/jpeg', await photo('#2d6a4f'));
  expect((await refreshed).status()).toBe(200);
  await expect(page.getByText('Photo uploaded successfully!')).toBeVisible();
  const tiles = page.getByRole('list', { name: 'Photos' }).getByRole('listitem');
  await expect(tiles).toHaveCount(1);
  await expect(page).toHaveURL(/\/business\/add_media$/);

  await page.route('**/api/media/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"x"}' })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Delete photo 1' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Failed to delete photo')).toBeVisible();
  await expect(tiles).toHaveCount(1);

  // The first load and its one automatic retry fail; Try Again asks once more.
  let listFailures = 0;
  await page.route(`**/api/media/business/${owner.businessId}`, (route) => {
    if (listFailures >= 2) return route.continue();
    listFailures += 1;
    return route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"x"}' });
  });
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('Failed to load media');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(tiles).toHaveCount(1);
});
